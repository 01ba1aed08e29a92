import AnnogenModel
import AnnogenObjCFrontend
import Foundation
import Testing

/// Names and types as Swift's ClangImporter gives them (issue #45, item 7), each with its rule.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct ImporterNamingTests {
    @Test func categoriesOfBridgedClassesExtendTheClassAndRenamedClassesDropNS() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            NS_ASSUME_NONNULL_BEGIN
            @interface NSString (LGEncoding)
            - (NSString *)lg_trimmed;
            @end
            @interface NSData (LGHex)
            @end
            @interface NSURLSession (LGTasks)
            @end
            @interface LGRequest : NSMutableURLRequest
            @end
            @interface LGChallengeHandler : NSObject <NSURLSessionDelegate, NSURLSessionTaskDelegate>
            @property (nonatomic, strong) NSProcessInfo *processInfo;
            @property (nonatomic, strong) NSURLAuthenticationChallenge *challenge;
            @property (nonatomic, strong) NSCachedURLResponse *cachedResponse;
            @property (nonatomic, strong) NSURLRequest *request;
            @property (nonatomic, strong) NSURLSessionTaskMetrics *metrics;
            @property (nonatomic, strong) NSMutableArray<NSString *> *names;
            @property (nonatomic, strong) NSMutableDictionary<NSString *, NSNumber *> *counts;
            @property (nonatomic, strong) NSOrderedSet<NSString *> *ordered;
            @property (nonatomic, strong) NSCache<NSString *, NSData *> *cache;
            @end
            NS_ASSUME_NONNULL_END
            """)
        #expect(file.diagnostics == [], "\(file.diagnostics)")
        // SE-0069/SE-0086: a class with a value type keeps its name as a class.
        #expect(file.extensions(of: "NSString").count == 1)
        #expect(file.extensions(of: "NSData").count == 1)
        #expect(file.extensions(of: "String").isEmpty && file.extensions(of: "Data").isEmpty)
        #expect(file.extensions(of: "URLSession").count == 1)
        #expect(file.type("LGRequest")?.inheritedTypes == ["NSMutableURLRequest"])
        let handler = try #require(file.type("LGChallengeHandler"))
        #expect(handler.inheritedTypes == ["NSObject", "URLSessionDelegate", "URLSessionTaskDelegate"])
        // SE-0086's renames; NSURLRequest bridges to URLRequest where it is a type; Foundation's
        // collections other than the bridged ones are not generic in Swift, NSCache is.
        #expect(handler.variables.map(\.typeName.name) == [
            "ProcessInfo", "URLAuthenticationChallenge", "CachedURLResponse", "URLRequest", "URLSessionTaskMetrics",
            "NSMutableArray", "NSMutableDictionary", "NSOrderedSet", "NSCache<NSString, NSData>",
        ])
    }

    /// UIKit's and Foundation's common names are known, with their Swift names, not assumed.
    @Test func commonUIKitAndFoundationNamesAreKnown() throws {
        let file = parseHeaderText("""
            #import <UIKit/UIKit.h>
            NS_ASSUME_NONNULL_BEGIN
            @interface LGListController : UITableViewController <UITableViewDataSource, UITableViewDelegate, UISearchBarDelegate>
            @property (nonatomic) UINavigationControllerOperation operation;
            @property (nonatomic) NSDirectionalEdgeInsets insets;
            @property (nonatomic, strong) NSFileWrapper *wrapper;
            @property (nonatomic) UIControlState state;
            @property (nonatomic, strong) UIStackView *stack;
            @property (nonatomic, strong) NSLayoutConstraint *height;
            @property (nonatomic) UInt64 size;
            @end
            NS_ASSUME_NONNULL_END
            """)
        #expect(file.diagnostics == [], "\(file.diagnostics)")
        let controller = try #require(file.type("LGListController"))
        #expect(controller.inheritedTypes == ["UITableViewController", "UITableViewDataSource", "UITableViewDelegate", "UISearchBarDelegate"])
        #expect(controller.variables.map(\.typeName.name) == [
            "UINavigationController.Operation", "NSDirectionalEdgeInsets", "FileWrapper", "UIControl.State", "UIStackView",
            "NSLayoutConstraint", "UInt64",
        ])
    }

    @Test func enumCasesThatAreAllCapitalsOrUnprefixedKeepTheirCase() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            typedef NS_ENUM(NSInteger, LGDownloadPrioritization) {
                LGDownloadPrioritizationFIFO,
                LGDownloadPrioritizationLIFO
            };
            typedef NS_ENUM(NSInteger, LGKeyboard) {
                LGKeyboardURL,
                LGKeyboardASCIICapable,
            };
            typedef NS_ENUM(NSInteger, LGDirection) {
                Up,
                Down,
            };
            """)
        #expect(file.diagnostics == [], "\(file.diagnostics)")
        #expect(file.type("LGDownloadPrioritization")?.cases.map(\.name) == ["FIFO", "LIFO"])
        #expect(file.type("LGKeyboard")?.cases.map(\.name) == ["URL", "asciiCapable"])
        #expect(file.type("LGDirection")?.cases.map(\.name) == ["Up", "Down"])
    }

    @Test func unauditedInitializersAreImplicitlyUnwrapped() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            @interface LGLabel : NSObject
            - (id)initWithText:(NSString *)text;
            @end
            NS_ASSUME_NONNULL_BEGIN
            @interface LGAuditedLabel : NSObject
            - (instancetype)initWithText:(NSString *)text;
            - (nullable instancetype)initWithData:(NSData *)data;
            @end
            NS_ASSUME_NONNULL_END
            """)
        let label = try #require(file.type("LGLabel")?.methods.first)
        #expect(label.name == "init!(text: String!)")
        #expect(label.isFailableInitializer && label.isImplicitlyUnwrappedFailable)
        let audited = try #require(file.type("LGAuditedLabel"))
        #expect(audited.methods.map(\.name) == ["init(text: String)", "init?(data: Data)"])
    }

    @Test func aNoteNamesTheHeaderAmongTheSourcesThatDeclaresAName() throws {
        let text = """
            #import <Foundation/Foundation.h>
            @interface LGCell : NSObject
            @property (nonatomic, strong) LGNote *note;
            @end
            """
        let file = ObjCFrontend.parse(SourceFile(path: "\(testsFolder)/Headers/Inline.h", text: text, contentHash: "t"),
                                      projectDeclarations: ["LGNote": "Sources/Models/LGNote.h"])
        #expect(file.diagnostics.map(\.message) == [
            "'LGNote' is declared in Sources/Models/LGNote.h, which this header does not import; read here as known only by name "
                + "(import it, or a prefix header does, to read it whole)",
        ])
        #expect(ProjectDeclarations.declaredNames(in: "@class LGA;\n@interface LGNote : NSObject\n@end\n@interface LGNote (X)\n@end\n@protocol LGP;\n@protocol LGQ <NSObject>\n@end")
                == ["LGNote", "LGQ"])
    }
}
