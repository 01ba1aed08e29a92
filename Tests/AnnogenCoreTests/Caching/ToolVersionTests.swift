@testable import AnnogenCore
import AnnogenModel
import Foundation
import Testing

/// The cache's tool version names the running executable by its size and modification time, so a
/// rebuilt annogen does not read what another build cached.
@Suite struct ToolVersionTests {
    @Test func namesTheRunningExecutable() throws {
        let version = AnnogenCache.currentToolVersion
        let path = try #require(Bundle.main.executablePath)
        let attributes = try FileManager.default.attributesOfItem(atPath: (path as NSString).resolvingSymlinksInPath)
        let size = try #require((attributes[.size] as? NSNumber)?.int64Value)
        let modified = try #require((attributes[.modificationDate] as? Date)?.timeIntervalSince1970)
        let parts = try #require(version.split(separator: "+").last?.split(separator: "-"))
        #expect(version.hasPrefix(AnnogenVersion.current + "+"))
        #expect(parts.count == 2)
        #expect(parts.first.flatMap { Int64($0) } == size)
        let milliseconds = try #require(parts.last.flatMap { Int64($0) })
        #expect(abs(milliseconds - Int64(modified * 1000)) <= 1)
    }
}
