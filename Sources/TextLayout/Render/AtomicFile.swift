import SafeFile

/// Rendered files are written atomically through the shared `SafeFile.AtomicFile`: a temporary
/// file in the target's directory, fsynced, then renamed over the target; on failure nothing is
/// left behind and the error names the path.
enum RenderedFile {
    static func write(_ bytes: [UInt8], to path: String) throws(LayoutError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw LayoutError(.cannotWrite, input: error.path, reason: error.reason)
        }
    }
}
