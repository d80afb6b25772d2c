#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes the C allocator has handed out and not taken back: what `malloc` says is in use, measured,
/// not estimated. `nil` where the platform offers no statistics.
enum HeapUsage {
    /// Bytes in use now, or `nil` when the allocator cannot tell.
    static func bytesInUse() -> Int? {
        #if canImport(Glibc)
        return GlibcMallinfo2.bytesInUse()
        #elseif canImport(Darwin)
        var statistics = malloc_statistics_t()
        malloc_zone_statistics(nil, &statistics)  // nil: every zone
        return Int(statistics.size_in_use)
        #else
        return nil
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `mallinfo2()` (glibc 2.33+). Swift's Glibc module does not import `<malloc.h>`, so the
/// function is looked up with `dlsym` and called through a C function type.
///
/// `mallinfo2()` returns `struct mallinfo2`: ten `size_t` fields (80 bytes). A C struct that large is
/// returned through a caller-provided buffer whose address the caller passes (x86-64: `rdi`; AArch64:
/// `x8`) whatever its exact type, so the call is declared as returning `struct rusage` (144 bytes,
/// integers only, imported by Glibc) and the first 80 bytes are read as the ten fields.
enum GlibcMallinfo2 {
    private typealias Function = @convention(c) () -> rusage

    private static let function: Function? = {
        guard MemoryLayout<rusage>.size >= 10 * MemoryLayout<Int>.size,
            let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2")
        else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()

    /// `uordblks` (bytes in use in chunks of the heap arenas) plus `hblkhd` (bytes in blocks the
    /// allocator mapped on their own: every allocation over the mmap threshold, 128 KiB at first, such
    /// as the page array of a deep stack).
    static func bytesInUse() -> Int? {
        guard let function else { return nil }
        var info = function()
        return withUnsafeBytes(of: &info) { bytes in
            let field = { (index: Int) in bytes.load(fromByteOffset: index * MemoryLayout<Int>.size, as: Int.self) }
            // struct mallinfo2 { arena, ordblks, smblks, hblks, hblkd, usmblks, fsmblks, uordblks, fordblks, keepcost }
            return field(7) + field(4)
        }
    }
}
#endif
