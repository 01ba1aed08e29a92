import AnnogenModel

/// Parsing with and without bodies side by side, for the tests and the benchmark's comparison
/// (`annogen-bench --compare-body-skipping`): what `BodySkipping` does is only worth it if the two
/// always give the same model.
extension SwiftFrontend {
    /// `parse(_:)`, or with every body parsed too when `skippingBodies` is false: for comparing the
    /// two (the results must be the same for every file without a syntax error inside a body).
    @_spi(BodySkipping) public static func parse(_ file: SourceFile, skippingBodies: Bool) -> ParsedFile {
        let finder: BodySkipping.Finder? = skippingBodies ? { BodyScanner.bodies(in: $0) } : nil
        return parse(file, threshold: runThreshold, target: runTarget, findingBodies: finder)
    }

    /// What parsing `text` whole does with its bodies (see `BodySkipping`). For the benchmark's
    /// comparison and tests.
    @_spi(BodySkipping) public static func bodySkipping(of text: String) -> BodySkipping.Summary {
        SourceMap.reading(path: "", text: text) { map in
            let scan = BodyScanner.scan(map.bytes)
            let outcome = BodySkipping.parse(map.bytes, bodies: scan.bodies).outcome
            return BodySkipping.Summary(
                outcome: outcome, found: scan.bodies.count, stoppedAtRegex: scan.stoppedAt != nil,
                scanFailed: scan.failed, scanEnd: scan.stoppedAt ?? scan.failedAt,
                blankedBytes: outcome == .nothingToBlank || outcome == .fellBack ? 0
                    : BodySkipping.blankable(scan.bodies, in: map.bytes).reduce(0) { $0 + $1.inside.count }
            )
        }
    }

    /// `text` with the bodies `BodySkipping` would blank blanked (before its checks). For looking into
    /// a file that falls back.
    @_spi(BodySkipping) public static func blankingBodies(of text: String) -> String {
        SourceMap.reading(path: "", text: text) { map in
            let bodies = BodySkipping.blankable(BodyScanner.bodies(in: map.bytes), in: map.bytes)
            return String(decoding: BodySkipping.blank(map.bytes, bodies), as: UTF8.self)
        }
    }
}
