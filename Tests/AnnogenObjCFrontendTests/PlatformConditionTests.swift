import AnnogenModel
import AnnogenObjCFrontend
import Foundation
import Testing

/// Apple's platform macros have their values for the platform headers are read for (issue #45,
/// item 5): `#import <TargetConditionals.h>` is not an empty header, and a block that a macro
/// nothing defines, or a platform macro annogen assumed, leaves out is a warning at its directive.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct PlatformConditionTests {
    /// AFNetworking's UIKit categories have this shape.
    static let categoryHeader = """
        #import <Foundation/Foundation.h>
        #import <TargetConditionals.h>

        #if TARGET_OS_IOS || TARGET_OS_TV
        #import <UIKit/UIKit.h>
        @interface UIButton (LGImages)
        @property (nonatomic, copy) NSString *imageKey;
        @end
        #endif

        #if TARGET_OS_OSX
        @interface LGMacOnly : NSObject
        @end
        #else
        #define LG_HAS_UIKIT 1
        #endif

        #ifdef LG_FEATURE_FLAG
        @interface LGFeature : NSObject
        @end
        #endif

        #if __IPHONE_OS_VERSION_MAX_ALLOWED >= 100000
        @interface LGModern : NSObject
        @end
        #endif
        """

    private func warnings(_ file: ParsedFile) -> [String] {
        file.diagnostics.filter { $0.severity == .warning }.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
    }

    @Test func iOSIsAssumedAndWhatItLeavesOutIsAWarning() throws {
        let file = parseHeaderText(Self.categoryHeader)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        // The category under `#if TARGET_OS_IOS || TARGET_OS_TV` is read.
        let category = try #require(file.extensions(of: "UIButton").first)
        #expect(category.variables.map(\.name) == ["imageKey"])
        #expect(file.type("LGModern") != nil)
        #expect(file.type("LGMacOnly") == nil)
        #expect(file.type("LGFeature") == nil)
        #expect(warnings(file) == [
            "11:1 lines 12-13 are left out for iOS ('TARGET_OS_OSX'), the platform annogen assumes; choose one with objc.platform or --objc-platform",
            "18:1 'LG_FEATURE_FLAG' is not defined, so lines 19-20 are left out (define it in objc.defines or with --objc-define to read the block)",
        ])
    }

    @Test func aChosenPlatformReadsItsBlocksAndLeavesTheOthersWithANote() throws {
        let options = ObjCOptions(defines: ["LG_FEATURE_FLAG"], platform: .macos)
        let file = ObjCFrontend.parse(SourceFile(path: "\(testsFolder)/Headers/Inline.h", text: Self.categoryHeader, contentHash: "t"),
                                      options: options)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        #expect(file.extensions(of: "UIButton").isEmpty)
        #expect(file.type("LGMacOnly") != nil)
        #expect(file.type("LGFeature") != nil)
        // The iOS SDK version macro is not defined on macOS.
        #expect(file.type("LGModern") == nil)
        #expect(warnings(file) == [])
        let notes = file.diagnostics.filter { $0.severity == .note }.map(\.message)
        #expect(notes.contains("lines 5-8 are left out for macOS ('TARGET_OS_IOS', 'TARGET_OS_TV')"))
    }

    @Test func everyPlatformHasItsOwnMacros() throws {
        let header = """
            #import <TargetConditionals.h>
            #if TARGET_OS_IPHONE && !TARGET_OS_IOS && TARGET_OS_WATCH
            @interface LGWatchOnly : NSObject
            @end
            #endif
            #if TARGET_OS_VISION
            @interface LGVisionOnly : NSObject
            @end
            #endif
            """
        for platform in ObjCPlatform.allCases {
            let file = ObjCFrontend.parse(SourceFile(path: "\(testsFolder)/Headers/Inline.h", text: header, contentHash: "t"),
                                          options: ObjCOptions(platform: platform))
            #expect((file.type("LGWatchOnly") != nil) == (platform == .watchos), "\(platform)")
            #expect((file.type("LGVisionOnly") != nil) == (platform == .visionos), "\(platform)")
        }
    }
}
