/// The Apple platform headers are read for (`objc.platform`, `--objc-platform`): it gives Apple's
/// platform macros their values, as the SDK's `TargetConditionals.h` and `Availability.h` do, so
/// `#if TARGET_OS_IOS` and `__IPHONE_OS_VERSION_MAX_ALLOWED >= 100000` keep what they guard for
/// that platform. iOS when none is chosen (an assumption: blocks it leaves out are warned about).
public enum ObjCPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    case ios, macos, tvos, watchos, visionos

    /// The platform's name as Apple writes it (`iOS`).
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        case .tvos: "tvOS"
        case .watchos: "watchOS"
        case .visionos: "visionOS"
        }
    }

    /// `TARGET_OS_…` and the other `TargetConditionals.h` macros, as a device build of the SDK sets them.
    var targetConditionals: [(name: String, value: Int)] {
        let embedded = self != .macos
        let flags: [(String, Bool)] = [
            ("TARGET_OS_MAC", true), ("TARGET_OS_OSX", self == .macos), ("TARGET_OS_IPHONE", embedded),
            ("TARGET_OS_IOS", self == .ios), ("TARGET_OS_TV", self == .tvos), ("TARGET_OS_WATCH", self == .watchos),
            ("TARGET_OS_NANO", self == .watchos), ("TARGET_OS_VISION", self == .visionos), ("TARGET_OS_XR", self == .visionos),
            ("TARGET_OS_MACCATALYST", false), ("TARGET_OS_UIKITFORMAC", false), ("TARGET_OS_SIMULATOR", false),
            ("TARGET_IPHONE_SIMULATOR", false), ("TARGET_OS_EMBEDDED", embedded), ("TARGET_OS_BRIDGE", false),
            ("TARGET_OS_DRIVERKIT", false), ("TARGET_OS_WIN32", false), ("TARGET_OS_WINDOWS", false),
            ("TARGET_OS_UNIX", false), ("TARGET_OS_LINUX", false), ("TARGET_OS_RTKIT", false),
            ("TARGET_CPU_ARM64", true), ("TARGET_CPU_ARM", false), ("TARGET_CPU_X86", false),
            ("TARGET_CPU_X86_64", false), ("TARGET_CPU_PPC", false), ("TARGET_CPU_PPC64", false),
            ("TARGET_RT_64_BIT", true), ("TARGET_RT_LITTLE_ENDIAN", true), ("TARGET_RT_BIG_ENDIAN", false),
            ("TARGET_RT_MAC_MACHO", true), ("TARGET_RT_MAC_CFM", false), ("TARGET_ABI_USES_IOS_VALUES", embedded),
        ]
        return flags.map { ($0.0, $0.1 ? 1 : 0) }
    }

    /// The deployment target and SDK version macros `Availability.h` defines for the platform
    /// (tvOS and watchOS also set iOS's minimum, as the SDK does for older code).
    var versionMacros: [(name: String, value: Int)] {
        switch self {
        case .ios:
            [("__IPHONE_OS_VERSION_MIN_REQUIRED", 130000), ("__IPHONE_OS_VERSION_MAX_ALLOWED", 180000)]
        case .macos:
            [("__MAC_OS_X_VERSION_MIN_REQUIRED", 101500), ("__MAC_OS_X_VERSION_MAX_ALLOWED", 150000),
             ("__MAC_OS_VERSION_MIN_REQUIRED", 101500), ("__MAC_OS_VERSION_MAX_ALLOWED", 150000)]
        case .tvos:
            [("__TV_OS_VERSION_MIN_REQUIRED", 130000), ("__TV_OS_VERSION_MAX_ALLOWED", 180000),
             ("__IPHONE_OS_VERSION_MIN_REQUIRED", 90000)]
        case .watchos:
            [("__WATCH_OS_VERSION_MIN_REQUIRED", 60000), ("__WATCH_OS_VERSION_MAX_ALLOWED", 110000),
             ("__IPHONE_OS_VERSION_MIN_REQUIRED", 90000)]
        case .visionos:
            [("__VISION_OS_VERSION_MIN_REQUIRED", 10000), ("__VISION_OS_VERSION_MAX_ALLOWED", 20000)]
        }
    }

    /// The virtual `TargetConditionals.h`, which the prelude includes as Foundation does.
    var targetConditionalsHeader: String {
        var lines = ["// annogen's stand-in for TargetConditionals.h and Availability.h, for \(displayName).", "#pragma once"]
        lines += (targetConditionals + versionMacros).map { "#define \($0.name) \($0.value)" }
        lines.append("#define __APPLE__ 1")
        lines.append("#define __MACH__ 1")
        lines += Self.versionConstants.map { "#define \($0.name) \($0.value)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `__IPHONE_13_0`, `__MAC_10_15`, …: every platform's version constants, defined whatever the
    /// platform (as `Availability.h` does), so comparisons with them mean what they say.
    static let versionConstants: [(name: String, value: Int)] = {
        var result: [(String, Int)] = []
        func add(_ prefix: String, majors: ClosedRange<Int>, minors: ClosedRange<Int> = 0...9) {
            for major in majors {
                for minor in minors { result.append(("\(prefix)\(major)_\(minor)", major * 10000 + minor * 100)) }
            }
        }
        add("__IPHONE_", majors: 2...18)
        add("__TVOS_", majors: 9...18)
        add("__WATCHOS_", majors: 1...11)
        add("__VISIONOS_", majors: 1...2)
        for minor in 0...15 { result.append(("__MAC_10_\(minor)", 100000 + minor * 100)) }
        add("__MAC_", majors: 11...15)
        return result
    }()

    /// True for the macros whose value (or absence) follows from the platform: a block one of them
    /// leaves out is reported (`ConditionalBlocks`).
    static func isPlatformMacro(_ name: String) -> Bool {
        name.hasPrefix("TARGET_OS_") || name.hasPrefix("TARGET_IPHONE_") || name.hasPrefix("TARGET_CPU_")
            || name.hasPrefix("TARGET_RT_") || platformVersionPrefixes.contains { name.hasPrefix($0) }
    }

    private static let platformVersionPrefixes = [
        "__IPHONE_OS_VERSION_", "__MAC_OS_X_VERSION_", "__MAC_OS_VERSION_", "__TV_OS_VERSION_", "__TV_OS_MAX_VERSION_",
        "__WATCH_OS_VERSION_", "__WATCH_OS_MAX_VERSION_", "__VISION_OS_VERSION_",
    ]
}
