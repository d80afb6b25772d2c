// Counts heap allocations for `pagenav bench`, without a preloaded library: on Linux with glibc the
// executable's own definitions of the allocator's entry points take precedence over libc's for every
// shared library (the Swift runtime included), and each forwards to glibc's `__libc_*` entry point, so
// memory is managed exactly as before and any pointer can be freed by either. Elsewhere the functions
// below report that nothing is counted.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_int counting;
static atomic_llong allocations;

static inline void note_allocation(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) { note_allocation(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { note_allocation(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { note_allocation(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { note_allocation(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { note_allocation(); return __libc_memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    note_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

int pagenav_allocation_counting_available(void) { return 1; }

void pagenav_allocation_counting_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, 1);
}

int64_t pagenav_allocation_counting_stop(void) {
    atomic_store(&counting, 0);
    return atomic_load(&allocations);
}
#else
int pagenav_allocation_counting_available(void) { return 0; }
void pagenav_allocation_counting_start(void) {}
int64_t pagenav_allocation_counting_stop(void) { return 0; }
#endif
