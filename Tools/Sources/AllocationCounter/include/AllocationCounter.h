#ifndef PAGENAV_ALLOCATION_COUNTER_H
#define PAGENAV_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Whether this process counts its heap allocations (Linux with glibc: the executable defines the
/// allocator's entry points and forwards them to glibc; elsewhere nothing is counted).
int pagenav_allocation_counting_available(void);

/// Starts counting allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made
/// by any thread, from zero.
void pagenav_allocation_counting_start(void);

/// Stops counting and returns how many allocations were made since the start.
int64_t pagenav_allocation_counting_stop(void);

#endif
