/// Reading a document into a scaling, as NSAttributedString's reading options do, without writing
/// anything: the model-based approach in memory.
extension RTFDocument {
    /// Apple's `NSTargetTextScalingDocumentOption` and `NSSourceTextScalingDocumentOption`.
    public struct ReadingOptions: Sendable, Hashable {
        /// The scaling the sizes are wanted in. Apple deduces it "based on application framework and
        /// platform" when absent; off Apple platforms that is the standard scaling, the default here.
        public var targetScaling: TextScalingType
        /// The scaling the document's sizes are in; overrides the tag. Needed for an untagged
        /// document unless `platform` is given.
        public var sourceScaling: TextScalingType?
        /// The platform an untagged document was written on; its native scaling is the source.
        public var platform: CocoaPlatform?

        /// Options reading into `targetScaling`, from `sourceScaling` or the scaling of `platform` when given.
        public init(targetScaling: TextScalingType = .standard, sourceScaling: TextScalingType? = nil,
                    platform: CocoaPlatform? = nil) {
            self.targetScaling = targetScaling
            self.sourceScaling = sourceScaling
            self.platform = platform
        }
    }

    /// A document's sizes as read into a scaling.
    public struct Reading: Sendable, Hashable {
        /// One distinct font size of the document.
        public struct Size: Sendable, Hashable {
            /// As stored (`\fsN`).
            public let halfPoints: Int
            /// How many times the document sets this size.
            public let count: Int
            /// In the target scaling, exact (13/17 or 17/13, no rounding): what an attributed string
            /// read with these options holds. Converting it back gives `halfPoints / 2` exactly.
            public let points: Double
        }

        /// The scaling the document's sizes are in.
        public let source: TextScalingType
        /// Where the source scaling came from.
        public let origin: ScalingOrigin
        /// The scaling the sizes were read into.
        public let target: TextScalingType
        /// The document's distinct sizes.
        public let sizes: [Size]
    }

    /// The document's sizes in `options.targetScaling`.
    /// - Throws: `RTFError.untagged` or `.ambiguousScaling` as `sourceScaling(declared:platform:)`.
    public func read(_ options: ReadingOptions = ReadingOptions()) throws(RTFError) -> Reading {
        let (source, origin) = try sourceScaling(declared: options.sourceScaling, platform: options.platform)
        return Reading(source: source, origin: origin, target: options.targetScaling, sizes: fontSizes.map {
            Reading.Size(halfPoints: $0.halfPoints, count: $0.count,
                         points: source.convert(pointSize: $0.points, to: options.targetScaling))
        })
    }
}
