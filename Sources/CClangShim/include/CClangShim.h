// The small part of libclang's C API that annogen's Objective-C front end calls, declared here so
// that annogen builds without LLVM's headers and loads libclang only when a header is read
// (dlopen + dlsym, see AnnogenObjCFrontend/LibClang.swift).
//
// Only data layouts and function-pointer types: the values below follow libclang's stable C ABI
// (unchanged since LLVM 3.x for everything used here). Enumerations are plain `int`/`unsigned`;
// the Swift side names the few constants it needs.
#ifndef ANNOGEN_CCLANGSHIM_H
#define ANNOGEN_CCLANGSHIM_H

typedef void *CXIndex;
typedef struct CXTranslationUnitImpl *CXTranslationUnit;
typedef void *CXFile;
typedef void *CXDiagnostic;
typedef void *CXClientData;

/// A string owned by libclang; read with clang_getCString, release with clang_disposeString.
typedef struct {
    const void *data;
    unsigned private_flags;
} CXString;

typedef struct {
    const void *ptr_data[2];
    unsigned int_data;
} CXSourceLocation;

typedef struct {
    const void *ptr_data[2];
    unsigned begin_int_data;
    unsigned end_int_data;
} CXSourceRange;

typedef struct {
    int kind;
    int xdata;
    const void *data[3];
} CXCursor;

typedef struct {
    int kind;
    void *data[2];
} CXType;

typedef struct {
    unsigned int_data[4];
    void *ptr_data;
} CXToken;

/// A file's contents given to the parser instead of the file on disk.
struct CXUnsavedFile {
    const char *Filename;
    const char *Contents;
    unsigned long Length;
};

typedef int (*CXCursorVisitor)(CXCursor cursor, CXCursor parent, CXClientData client_data);

// Index and translation units.
typedef CXIndex (*annogen_createIndex)(int excludeDeclarationsFromPCH, int displayDiagnostics);
typedef void (*annogen_disposeIndex)(CXIndex index);
typedef int (*annogen_parseTranslationUnit2)(CXIndex index, const char *source_filename,
    const char *const *command_line_args, int num_command_line_args,
    struct CXUnsavedFile *unsaved_files, unsigned num_unsaved_files, unsigned options,
    CXTranslationUnit *out_TU);
typedef void (*annogen_disposeTranslationUnit)(CXTranslationUnit unit);
typedef CXCursor (*annogen_getTranslationUnitCursor)(CXTranslationUnit unit);
typedef CXFile (*annogen_getFile)(CXTranslationUnit unit, const char *file_name);

// Strings.
typedef const char *(*annogen_getCString)(CXString string);
typedef void (*annogen_disposeString)(CXString string);

// Cursors.
typedef unsigned (*annogen_visitChildren)(CXCursor parent, CXCursorVisitor visitor, CXClientData client_data);
typedef CXString (*annogen_getCursorSpelling)(CXCursor cursor);
typedef CXSourceLocation (*annogen_getCursorLocation)(CXCursor cursor);
typedef CXSourceRange (*annogen_getCursorExtent)(CXCursor cursor);
typedef CXType (*annogen_getCursorType)(CXCursor cursor);
typedef CXType (*annogen_getCursorResultType)(CXCursor cursor);
typedef CXCursor (*annogen_getCursorReferenced)(CXCursor cursor);
typedef unsigned (*annogen_isCursorDefinition)(CXCursor cursor);
typedef unsigned (*annogen_Cursor_isAnonymous)(CXCursor cursor);
typedef int (*annogen_getCursorAvailability)(CXCursor cursor);
typedef unsigned (*annogen_Cursor_getObjCPropertyAttributes)(CXCursor cursor, unsigned reserved);
typedef CXString (*annogen_Cursor_getObjCPropertyGetterName)(CXCursor cursor);
typedef unsigned (*annogen_Cursor_isObjCOptional)(CXCursor cursor);
typedef CXType (*annogen_getTypedefDeclUnderlyingType)(CXCursor cursor);
typedef CXType (*annogen_getEnumDeclIntegerType)(CXCursor cursor);
typedef long long (*annogen_getEnumConstantDeclValue)(CXCursor cursor);
typedef unsigned long long (*annogen_getEnumConstantDeclUnsignedValue)(CXCursor cursor);

// Types.
typedef CXString (*annogen_getTypeSpelling)(CXType type);
typedef CXType (*annogen_getPointeeType)(CXType type);
typedef CXType (*annogen_getCanonicalType)(CXType type);
typedef CXCursor (*annogen_getTypeDeclaration)(CXType type);
typedef CXType (*annogen_Type_getNamedType)(CXType type);
typedef CXType (*annogen_Type_getModifiedType)(CXType type);
typedef int (*annogen_Type_getNullability)(CXType type);
typedef CXType (*annogen_Type_getObjCObjectBaseType)(CXType type);
typedef unsigned (*annogen_Type_getNumObjCTypeArgs)(CXType type);
typedef CXType (*annogen_Type_getObjCTypeArg)(CXType type, unsigned index);
typedef unsigned (*annogen_Type_getNumObjCProtocolRefs)(CXType type);
typedef CXCursor (*annogen_Type_getObjCProtocolDecl)(CXType type, unsigned index);
typedef CXType (*annogen_getResultType)(CXType type);
typedef int (*annogen_getNumArgTypes)(CXType type);
typedef CXType (*annogen_getArgType)(CXType type, unsigned index);
typedef unsigned (*annogen_isConstQualifiedType)(CXType type);

// Locations.
typedef CXSourceLocation (*annogen_getRangeStart)(CXSourceRange range);
typedef CXSourceLocation (*annogen_getRangeEnd)(CXSourceRange range);
typedef void (*annogen_getExpansionLocation)(CXSourceLocation location, CXFile *file, unsigned *line,
    unsigned *column, unsigned *offset);
typedef CXString (*annogen_getFileName)(CXFile file);
typedef CXSourceLocation (*annogen_getLocationForOffset)(CXTranslationUnit unit, CXFile file, unsigned offset);
typedef CXSourceRange (*annogen_getRange)(CXSourceLocation begin, CXSourceLocation end);

// Blocks the preprocessor skipped (`#if 0 … #endif`); needs a detailed preprocessing record.
typedef struct {
    unsigned count;
    CXSourceRange *ranges;
} CXSourceRangeList;
typedef CXSourceRangeList *(*annogen_getSkippedRanges)(CXTranslationUnit unit, CXFile file);
typedef void (*annogen_disposeSourceRangeList)(CXSourceRangeList *ranges);

// Diagnostics.
typedef unsigned (*annogen_getNumDiagnostics)(CXTranslationUnit unit);
typedef CXDiagnostic (*annogen_getDiagnostic)(CXTranslationUnit unit, unsigned index);
typedef void (*annogen_disposeDiagnostic)(CXDiagnostic diagnostic);
typedef int (*annogen_getDiagnosticSeverity)(CXDiagnostic diagnostic);
typedef CXSourceLocation (*annogen_getDiagnosticLocation)(CXDiagnostic diagnostic);
typedef CXString (*annogen_getDiagnosticSpelling)(CXDiagnostic diagnostic);

// Tokens (used for comments).
typedef void (*annogen_tokenize)(CXTranslationUnit unit, CXSourceRange range, CXToken **tokens, unsigned *count);
typedef int (*annogen_getTokenKind)(CXToken token);
typedef CXString (*annogen_getTokenSpelling)(CXTranslationUnit unit, CXToken token);
typedef CXSourceRange (*annogen_getTokenExtent)(CXTranslationUnit unit, CXToken token);
typedef void (*annogen_disposeTokens)(CXTranslationUnit unit, CXToken *tokens, unsigned count);

#endif
