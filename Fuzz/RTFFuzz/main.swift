// libFuzzer target for the TextScaling RTF reader and writer. Built by scripts/fuzz-rtf.sh with
// `swiftc -sanitize=fuzzer,address -parse-as-library` over Sources/TextScaling, so it sees the
// module's internal API. Any trap, sanitizer report or broken invariant is a crash for libFuzzer;
// each one found becomes a file in Tests/Fixtures/rtf/fuzz/, replayed by FuzzRegressionTests.

@_cdecl("LLVMFuzzerTestOneInput")
public func rtfFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let broken = RTFDocument._checkInvariants(bytes) {
        fatalError("RTF invariant broken: \(broken)")
    }
    return 0
}
