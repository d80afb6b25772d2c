import PagenavFuzz

/// libFuzzer's entry point (scripts/fuzz builds this with -sanitize=fuzzer -parse-as-library; a normal
/// build makes an executable that does nothing). A violated invariant traps with the operations that
/// led to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    if let failure = DecoderFuzzer.run(bytes) { fatalError("\(failure)") }
    return 0
}
