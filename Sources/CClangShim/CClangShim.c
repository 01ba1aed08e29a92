// CClangShim has no code of its own: its header declares the libclang types and function-pointer
// types that AnnogenObjCFrontend resolves with dlsym. SwiftPM needs one source file per C target.
#include "CClangShim.h"
