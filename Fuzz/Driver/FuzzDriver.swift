// The one driver of every Swift fuzz target: each Fuzz/<Target>/ folder holds a symbolic link to
// this file and a main.swift that calls `fuzz(_:)` with its check.
//
// scripts/fuzz.sh builds every target with SwiftPM, with AddressSanitizer and libFuzzer's coverage
// and -DFUZZING: the process is then handed to libFuzzer's driver (LLVMFuzzerRunDriver, from the
// toolchain's libclang_rt.fuzzer_no_main), which calls the check on each input it makes. Built
// plainly (`swift build --product NAME-fuzz`), the target replays the files named on its command
// line instead, one input each: a crash found by fuzzing is replayed this way as a regression.
import Foundation

/// The check one fuzz target makes of one input: nil when every invariant holds, otherwise what broke.
typealias FuzzCheck = @Sendable (UnsafeRawBufferPointer) -> String?

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                 _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// The check and the target's name libFuzzer's callback uses: a C function pointer cannot capture them.
nonisolated(unsafe) private var currentCheck: FuzzCheck?
nonisolated(unsafe) private var currentName = ""

/// libFuzzer's callback: one input.
private func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
    if let broken = currentCheck?(bytes) { fatalError("\(currentName): \(broken)") }
    return 0
}
#endif

/// Runs `check` on every input (libFuzzer's, or the files named on the command line) and exits.
/// A broken invariant is a crash under libFuzzer, so that it keeps the input; when replaying, it is
/// printed with the file's name and the exit status is 1.
func fuzz(_ name: String, _ check: @escaping FuzzCheck) -> Never {
    #if FUZZING
    currentCheck = check
    currentName = name
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOne))
    #else
    var failed = false
    for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("\(name): cannot read \(path)\n".utf8))
            exit(66)
        }
        let broken = data.withUnsafeBytes { check($0) }
        if let broken {
            print("\(path): \(broken)")
            failed = true
        }
    }
    exit(failed ? 1 : 0)
    #endif
}
