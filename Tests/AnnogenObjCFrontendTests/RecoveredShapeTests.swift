import AnnogenModel
import AnnogenObjCFrontend
import Foundation
import Testing

/// Shapes that stopped a run with no define given (issue #45, item 6): Dispatch's object types,
/// an unknown enum as a block's result or an unnamed block parameter, an unknown typedef as a type
/// argument. Foundation's and Dispatch's are known; a project's unknown ones are recovered.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct RecoveredShapeTests {
    @Test func foundationAndDispatchTypesAreKnown() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            NS_ASSUME_NONNULL_BEGIN
            @interface LGSession : NSObject
            @property (nonatomic, strong, nullable) dispatch_queue_t completionQueue;
            @property (nonatomic, strong, nullable) dispatch_group_t completionGroup;
            @property (nonatomic, copy, nullable) NSDictionary<NSAttributedStringKey, id> *attributes;
            @property (nonatomic, assign) NSStringEncoding stringEncoding;
            @property (nonatomic, assign) NSURLRequestCachePolicy cachePolicy;
            @property (nonatomic, assign) NSJSONReadingOptions readingOptions;
            - (void)setChallengeBlock:(nullable NSURLSessionAuthChallengeDisposition (^)(NSURLSession *session, NSURLAuthenticationChallenge *challenge))block;
            - (void)setResponseBlock:(nullable void (^)(NSURLSessionResponseDisposition))block;
            @end
            NS_ASSUME_NONNULL_END
            """)
        #expect(file.diagnostics == [], "\(file.diagnostics)")
        let session = try #require(file.type("LGSession"))
        #expect(session.variables.map(\.typeName.name) == [
            "DispatchQueue?", "DispatchGroup?", "[NSAttributedString.Key: Any]?", "UInt", "NSURLRequest.CachePolicy",
            "JSONSerialization.ReadingOptions",
        ])
        #expect(session.methods.map { $0.parameters.map(\.typeName.name) } == [
            ["((URLSession, URLAuthenticationChallenge) -> URLSession.AuthChallengeDisposition)?"],
            ["((URLSession.ResponseDisposition) -> Void)?"],
        ])
    }

    @Test func unknownTypesInTheseShapesAreAssumed() throws {
        let file = parseHeaderText("""
            #import <Foundation/Foundation.h>
            NS_ASSUME_NONNULL_BEGIN
            @interface LGClient : NSObject
            @property (nonatomic, strong, nullable) kit_queue_t workQueue;
            @property (nonatomic, copy, nullable) NSDictionary<KitAttributeKey, id> *attributes;
            - (void)setDecisionBlock:(nullable KitDecision (^)(NSString *name))block;
            - (void)setStateBlock:(nullable void (^)(KitState))block;
            @end
            NS_ASSUME_NONNULL_END
            """)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let client = try #require(file.type("LGClient"))
        #expect(client.variables.map(\.typeName.name) == ["kit_queue_t?", "[KitAttributeKey: Any]?"])
        #expect(client.methods.map { $0.parameters.map(\.typeName.name) } == [
            ["((String) -> KitDecision)?"], ["((KitState) -> Void)?"],
        ])
        let notes = file.diagnostics.map(\.message)
        #expect(notes.contains("'kit_queue_t' is declared nowhere annogen can see; assumed to be a typedef of an object type"))
        #expect(notes.contains("'KitAttributeKey' is declared nowhere annogen can see; assumed to be a typedef of an object type"))
    }

    @Test func aHeaderThatStillFailsSaysWhichDefineOrIncludePathWouldHelp() throws {
        let file = parseHeaderText("""
            #import <Kit/KitMacros.h>
            KIT_MODEL_INTERFACE(LGThing, NSObject)
            @property (nonatomic, copy) NSString *name;
            @end
            """)
        #expect(file.diagnostics.containsErrors)
        let hint = try #require(file.diagnostics.last)
        #expect(hint.severity == .error)
        #expect(hint.message.contains("defining 'KIT_MODEL_INTERFACE' in objc.defines"), "\(hint.message)")
        #expect(hint.message.contains("'Kit/KitMacros.h' to objc.includePaths"), "\(hint.message)")
    }
}

/// A framework's own headers import each other as `<Kit/KitHandlers.h>` (issue #45, item 7): that
/// import is found nowhere on this machine, but a header of that name is among the sources, and
/// it is read, so its block typedefs keep their `!` instead of becoming structs known by name.
@Suite(.enabled(if: libclangAvailable, Comment(rawValue: libclangMissing)))
struct FrameworkImportTests {
    @Test func aFrameworkStyleImportOfAHeaderAmongTheSourcesReadsThatHeader() throws {
        let folder = "\(testsFolder)/Headers/Recovery/Kit"
        let text = """
            #import <Foundation/Foundation.h>
            #import <Kit/KitHandlers.h>
            @interface KitService : NSObject
            - (void)syncWithSuccess:(KitSuccessHandler)success failure:(KitFailureHandler)failure;
            @end
            """
        let file = ObjCFrontend.parse(SourceFile(path: "\(testsFolder)/Headers/Inline.h", text: text, contentHash: "t"),
                                      projectHeaders: ["KitHandlers.h": [folder]])
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        let sync = try #require(file.type("KitService")?.methods.first)
        #expect(sync.parameters.map(\.typeName.name) == ["KitSuccessHandler!", "KitFailureHandler!"])
        #expect(file.diagnostics.map(\.message) == [
            "'Kit/KitHandlers.h' was not found; read as \(TranslationUnitPath.display("\(folder)/KitHandlers.h")), the header of that name among the sources",
        ])
    }
}

/// How annogen prints a path: relative to the working folder when inside it.
enum TranslationUnitPath {
    static func display(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
