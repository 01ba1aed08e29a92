#!/usr/bin/env bash
# Sets up what `make run` and `make test` need beyond Swift, on a fresh machine: libclang, which
# annogen loads at run time to read Objective-C headers (MixedSample and its tests use it). It is
# installed with apt-get on Debian/Ubuntu when missing (as root, or through sudo without a
# password). Where that is not possible, it says so and carries on: annogen then skips headers
# with one warning, and the Makefile skips MixedSample's check.
# Exits 0 either way; prints "libclang: found", "libclang: installed" or "libclang: missing".
# `setup.sh --found` only answers, silently: exit 0 when libclang is there, 1 when not.
set -uo pipefail

found() {
    if [ -n "${ANNOGEN_LIBCLANG:-}" ]; then
        [ -e "$ANNOGEN_LIBCLANG" ]
        return
    fi
    case "$(uname -s)" in
        Darwin)
            # Xcode or the Command Line Tools ship it.
            [ -e /Library/Developer/CommandLineTools/usr/lib/libclang.dylib ] \
                || [ -e /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib ] \
                || [ -e /opt/homebrew/opt/llvm/lib/libclang.dylib ] || [ -e /usr/local/opt/llvm/lib/libclang.dylib ]
            return ;;
    esac
    compgen -G '/usr/lib/llvm-*/lib/libclang.so*' >/dev/null \
        || compgen -G '/usr/lib/*/libclang-[0-9]*.so*' >/dev/null \
        || compgen -G '/usr/lib/*/libclang.so*' >/dev/null
}

if [ "${1:-}" = "--found" ]; then
    found
    exit
fi
if found; then
    echo "libclang: found"
    exit 0
fi
if [ -n "${ANNOGEN_LIBCLANG:-}" ]; then
    echo "libclang: missing (ANNOGEN_LIBCLANG=$ANNOGEN_LIBCLANG does not exist); Objective-C headers will be skipped" >&2
    exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        as_root=(sudo -n)
    else
        as_root=(false)
    fi
fi
if command -v apt-get >/dev/null 2>&1 && [ "${as_root[0]:-}" != false ]; then
    echo "libclang: not found; installing libclang-dev with apt-get (Objective-C headers need it)"
    export DEBIAN_FRONTEND=noninteractive
    if "${as_root[@]}" apt-get update -qq </dev/null && "${as_root[@]}" apt-get install -y -qq libclang-dev </dev/null; then
        if found; then
            echo "libclang: installed"
            exit 0
        fi
    fi
    echo "libclang: missing (apt-get could not install libclang-dev); Objective-C headers will be skipped" >&2
    exit 0
fi
echo "libclang: missing; install it to read Objective-C headers (Debian/Ubuntu: sudo apt-get install libclang-dev;" \
    "macOS: Xcode or the Command Line Tools). Objective-C headers will be skipped." >&2
exit 0
