#ifndef BARKEEP_CMALLOC_SHIM_H
#define BARKEEP_CMALLOC_SHIM_H

/// glibc's malloc tuning (`mallopt` and its `M_*` parameters), which Swift's Glibc module leaves out.
/// Off Linux the module is empty; musl's header lacks them, and `main.swift` calls them only with Glibc.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif

#endif
