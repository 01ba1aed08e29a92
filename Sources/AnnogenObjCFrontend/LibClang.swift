import CClangShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libclang, loaded at run time: the library handle and the functions the front end calls.
///
/// annogen does not link libclang, so builds and Swift-only runs never need it; the first
/// Objective-C header loads it with `dlopen` from the usual places (see `LibClangLocator`).
/// The functions are C function pointers typed by CClangShim's header.
final class LibClang: @unchecked Sendable {
    /// Where the library was found.
    let path: String

    let createIndex: annogen_createIndex
    let disposeIndex: annogen_disposeIndex
    let parseTranslationUnit2: annogen_parseTranslationUnit2
    let disposeTranslationUnit: annogen_disposeTranslationUnit
    let getTranslationUnitCursor: annogen_getTranslationUnitCursor
    let getFile: annogen_getFile
    let getCString: annogen_getCString
    let disposeString: annogen_disposeString
    let visitChildren: annogen_visitChildren
    let getCursorSpelling: annogen_getCursorSpelling
    let getCursorLocation: annogen_getCursorLocation
    let getCursorExtent: annogen_getCursorExtent
    let getCursorType: annogen_getCursorType
    let getCursorResultType: annogen_getCursorResultType
    let getCursorReferenced: annogen_getCursorReferenced
    let isCursorDefinition: annogen_isCursorDefinition
    let cursorIsAnonymous: annogen_Cursor_isAnonymous
    let getCursorAvailability: annogen_getCursorAvailability
    let getObjCPropertyAttributes: annogen_Cursor_getObjCPropertyAttributes
    let getObjCPropertyGetterName: annogen_Cursor_getObjCPropertyGetterName
    let isObjCOptional: annogen_Cursor_isObjCOptional
    let getTypedefDeclUnderlyingType: annogen_getTypedefDeclUnderlyingType
    let getEnumDeclIntegerType: annogen_getEnumDeclIntegerType
    let getEnumConstantDeclValue: annogen_getEnumConstantDeclValue
    let getEnumConstantDeclUnsignedValue: annogen_getEnumConstantDeclUnsignedValue
    let getTypeSpelling: annogen_getTypeSpelling
    let getPointeeType: annogen_getPointeeType
    let getCanonicalType: annogen_getCanonicalType
    let getTypeDeclaration: annogen_getTypeDeclaration
    let typeGetNamedType: annogen_Type_getNamedType
    let typeGetModifiedType: annogen_Type_getModifiedType
    let typeGetNullability: annogen_Type_getNullability
    let typeGetObjCObjectBaseType: annogen_Type_getObjCObjectBaseType
    let typeGetNumObjCTypeArgs: annogen_Type_getNumObjCTypeArgs
    let typeGetObjCTypeArg: annogen_Type_getObjCTypeArg
    let typeGetNumObjCProtocolRefs: annogen_Type_getNumObjCProtocolRefs
    let typeGetObjCProtocolDecl: annogen_Type_getObjCProtocolDecl
    let getResultType: annogen_getResultType
    let getNumArgTypes: annogen_getNumArgTypes
    let getArgType: annogen_getArgType
    let isConstQualifiedType: annogen_isConstQualifiedType
    let getRangeStart: annogen_getRangeStart
    let getRangeEnd: annogen_getRangeEnd
    let getExpansionLocation: annogen_getExpansionLocation
    let getFileName: annogen_getFileName
    let getLocationForOffset: annogen_getLocationForOffset
    let getRange: annogen_getRange
    let getSkippedRanges: annogen_getSkippedRanges
    let disposeSourceRangeList: annogen_disposeSourceRangeList
    let getNumDiagnostics: annogen_getNumDiagnostics
    let getDiagnostic: annogen_getDiagnostic
    let disposeDiagnostic: annogen_disposeDiagnostic
    let getDiagnosticSeverity: annogen_getDiagnosticSeverity
    let getDiagnosticLocation: annogen_getDiagnosticLocation
    let getDiagnosticSpelling: annogen_getDiagnosticSpelling
    let tokenize: annogen_tokenize
    let getTokenKind: annogen_getTokenKind
    let getTokenSpelling: annogen_getTokenSpelling
    let getTokenExtent: annogen_getTokenExtent
    let disposeTokens: annogen_disposeTokens

    /// Resolves every function in the library at `handle`; throws naming the first one missing.
    private init(handle: UnsafeMutableRawPointer, path: String) throws(LibClangError) {
        self.path = path
        func load<F>(_ name: String, as type: F.Type = F.self) throws(LibClangError) -> F {
            guard let symbol = dlsym(handle, name) else {
                throw .missingFunction(name, path: path)
            }
            return unsafeBitCast(symbol, to: F.self)
        }
        createIndex = try load("clang_createIndex")
        disposeIndex = try load("clang_disposeIndex")
        parseTranslationUnit2 = try load("clang_parseTranslationUnit2")
        disposeTranslationUnit = try load("clang_disposeTranslationUnit")
        getTranslationUnitCursor = try load("clang_getTranslationUnitCursor")
        getFile = try load("clang_getFile")
        getCString = try load("clang_getCString")
        disposeString = try load("clang_disposeString")
        visitChildren = try load("clang_visitChildren")
        getCursorSpelling = try load("clang_getCursorSpelling")
        getCursorLocation = try load("clang_getCursorLocation")
        getCursorExtent = try load("clang_getCursorExtent")
        getCursorType = try load("clang_getCursorType")
        getCursorResultType = try load("clang_getCursorResultType")
        getCursorReferenced = try load("clang_getCursorReferenced")
        isCursorDefinition = try load("clang_isCursorDefinition")
        cursorIsAnonymous = try load("clang_Cursor_isAnonymous")
        getCursorAvailability = try load("clang_getCursorAvailability")
        getObjCPropertyAttributes = try load("clang_Cursor_getObjCPropertyAttributes")
        getObjCPropertyGetterName = try load("clang_Cursor_getObjCPropertyGetterName")
        isObjCOptional = try load("clang_Cursor_isObjCOptional")
        getTypedefDeclUnderlyingType = try load("clang_getTypedefDeclUnderlyingType")
        getEnumDeclIntegerType = try load("clang_getEnumDeclIntegerType")
        getEnumConstantDeclValue = try load("clang_getEnumConstantDeclValue")
        getEnumConstantDeclUnsignedValue = try load("clang_getEnumConstantDeclUnsignedValue")
        getTypeSpelling = try load("clang_getTypeSpelling")
        getPointeeType = try load("clang_getPointeeType")
        getCanonicalType = try load("clang_getCanonicalType")
        getTypeDeclaration = try load("clang_getTypeDeclaration")
        typeGetNamedType = try load("clang_Type_getNamedType")
        typeGetModifiedType = try load("clang_Type_getModifiedType")
        typeGetNullability = try load("clang_Type_getNullability")
        typeGetObjCObjectBaseType = try load("clang_Type_getObjCObjectBaseType")
        typeGetNumObjCTypeArgs = try load("clang_Type_getNumObjCTypeArgs")
        typeGetObjCTypeArg = try load("clang_Type_getObjCTypeArg")
        typeGetNumObjCProtocolRefs = try load("clang_Type_getNumObjCProtocolRefs")
        typeGetObjCProtocolDecl = try load("clang_Type_getObjCProtocolDecl")
        getResultType = try load("clang_getResultType")
        getNumArgTypes = try load("clang_getNumArgTypes")
        getArgType = try load("clang_getArgType")
        isConstQualifiedType = try load("clang_isConstQualifiedType")
        getRangeStart = try load("clang_getRangeStart")
        getRangeEnd = try load("clang_getRangeEnd")
        getExpansionLocation = try load("clang_getExpansionLocation")
        getFileName = try load("clang_getFileName")
        getLocationForOffset = try load("clang_getLocationForOffset")
        getRange = try load("clang_getRange")
        getSkippedRanges = try load("clang_getSkippedRanges")
        disposeSourceRangeList = try load("clang_disposeSourceRangeList")
        getNumDiagnostics = try load("clang_getNumDiagnostics")
        getDiagnostic = try load("clang_getDiagnostic")
        disposeDiagnostic = try load("clang_disposeDiagnostic")
        getDiagnosticSeverity = try load("clang_getDiagnosticSeverity")
        getDiagnosticLocation = try load("clang_getDiagnosticLocation")
        getDiagnosticSpelling = try load("clang_getDiagnosticSpelling")
        tokenize = try load("clang_tokenize")
        getTokenKind = try load("clang_getTokenKind")
        getTokenSpelling = try load("clang_getTokenSpelling")
        getTokenExtent = try load("clang_getTokenExtent")
        disposeTokens = try load("clang_disposeTokens")
    }

    /// The library loaded from the first candidate that opens and has every function.
    static func load(candidates: [String]) -> Result<LibClang, LibClangError> {
        var tried: [String] = []
        for candidate in candidates {
            tried.append(candidate)
            guard let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) else { continue }
            do {
                return .success(try LibClang(handle: handle, path: candidate))
            } catch {
                dlclose(handle)
                return .failure(error)
            }
        }
        return .failure(.notFound(tried: tried))
    }

    /// The process-wide library, loaded on first use (thread-safe: a `static let`).
    static let shared: Result<LibClang, LibClangError> = load(candidates: LibClangLocator.candidates())

    /// A libclang string as a Swift string, disposing of it.
    func string(_ value: CXString) -> String {
        defer { disposeString(value) }
        guard let pointer = getCString(value) else { return "" }
        return String(cString: pointer)
    }
}

/// Why libclang could not be used.
enum LibClangError: Error, Equatable, Sendable {
    case notFound(tried: [String])
    case missingFunction(String, path: String)

    /// One message for the user: what is missing and how to install it.
    var message: String {
        switch self {
        case .notFound:
            return "Objective-C headers need libclang, which was not found; install it "
                + "(Debian/Ubuntu: `apt-get install libclang-dev`; macOS: Xcode or `brew install llvm`) "
                + "or set ANNOGEN_LIBCLANG to the library's path. Headers were skipped."
        case .missingFunction(let name, let path):
            return "the libclang at \(path) has no function \(name) (LLVM 8 or later is needed; "
                + "Debian/Ubuntu: `apt-get install libclang-dev`). Headers were skipped."
        }
    }
}
