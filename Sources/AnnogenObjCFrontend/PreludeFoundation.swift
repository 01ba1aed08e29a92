extension Prelude {
    /// Where the platform's `TargetConditionals.h` stand-in lives (its text depends on the options:
    /// `ObjCPlatform.targetConditionalsHeader`); `Availability.h` and its kin read it too.
    static let targetConditionalsPath = "\(includeFolder)/TargetConditionals.h"

    /// The system headers whose macros come from the platform stand-in.
    static let availabilityHeaders: [(path: String, contents: String)] = [
        "Availability.h", "AvailabilityMacros.h", "AvailabilityVersions.h", "AvailabilityInternal.h", "os/availability.h",
    ].map { ("\(includeFolder)/\($0)", "#import <TargetConditionals.h>\n") }

    /// Core Foundation's, Security's and System Configuration's types that headers name: CF types
    /// (`SecTrustRef`) carry `CF_BRIDGED_TYPE`, which makes them classes without `Ref` in Swift.
    static let coreFoundation = #"""
    // annogen's stand-in for the Core Foundation types headers name.
    #pragma once
    #import <annogen-prelude.h>
    typedef long CFIndex;
    typedef double CFTimeInterval;
    typedef CFTimeInterval CFAbsoluteTime;
    typedef const void *CFTypeRef;
    typedef const struct CF_BRIDGED_TYPE(NSString) __CFString *CFStringRef;
    typedef const struct CF_BRIDGED_TYPE(NSData) __CFData *CFDataRef;
    typedef const struct CF_BRIDGED_TYPE(NSArray) __CFArray *CFArrayRef;
    typedef const struct CF_BRIDGED_TYPE(NSDictionary) __CFDictionary *CFDictionaryRef;
    typedef const struct CF_BRIDGED_TYPE(NSURL) __CFURL *CFURLRef;
    typedef struct CF_BRIDGED_TYPE(NSError) __CFError *CFErrorRef;
    """#

    static let security = #"""
    // annogen's stand-in for the Security types headers name.
    #pragma once
    #import <CoreFoundation/CoreFoundation.h>
    typedef int32_t OSStatus;
    typedef struct CF_BRIDGED_TYPE(id) __SecTrust *SecTrustRef;
    typedef struct CF_BRIDGED_TYPE(id) __SecCertificate *SecCertificateRef;
    typedef struct CF_BRIDGED_TYPE(id) __SecKey *SecKeyRef;
    typedef struct CF_BRIDGED_TYPE(id) __SecIdentity *SecIdentityRef;
    typedef struct CF_BRIDGED_TYPE(id) __SecPolicy *SecPolicyRef;
    """#

    static let systemConfiguration = #"""
    // annogen's stand-in for the System Configuration types headers name.
    #pragma once
    #import <CoreFoundation/CoreFoundation.h>
    typedef const struct CF_BRIDGED_TYPE(id) __SCNetworkReachability *SCNetworkReachabilityRef;
    typedef CF_OPTIONS(uint32_t, SCNetworkReachabilityFlags) {
        kSCNetworkReachabilityFlagsTransientConnection = 1 << 0,
        kSCNetworkReachabilityFlagsReachable = 1 << 1,
    };
    """#

    static let webKit = #"""
    // annogen's stand-in for the WebKit classes headers name.
    #pragma once
    #import <UIKit/UIKit.h>
    @interface WKWebViewConfiguration : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface WKNavigation : NSObject
    @end
    @interface WKWebView : UIView
    @end
    @protocol WKNavigationDelegate <NSObject>
    @end
    @protocol WKUIDelegate <NSObject>
    @end
    """#

    /// The part of Foundation and Dispatch that networking and model headers use beyond the basic
    /// classes (URL loading, serialization options, queues), with the Swift names the SDK gives them.
    static let foundationMore = #"""
    // annogen's stand-in for more of Foundation and for Dispatch.
    #pragma once
    @protocol OS_dispatch_object <NSObject>
    @end
    @protocol OS_dispatch_queue <OS_dispatch_object>
    @end
    @protocol OS_dispatch_group <OS_dispatch_object>
    @end
    @protocol OS_dispatch_semaphore <OS_dispatch_object>
    @end
    @protocol OS_dispatch_source <OS_dispatch_object>
    @end
    typedef NSObject<OS_dispatch_queue> *dispatch_queue_t;
    typedef NSObject<OS_dispatch_group> *dispatch_group_t;
    typedef NSObject<OS_dispatch_semaphore> *dispatch_semaphore_t;
    typedef NSObject<OS_dispatch_source> *dispatch_source_t;
    typedef void (^dispatch_block_t)(void);
    typedef uint64_t dispatch_time_t;
    typedef long dispatch_once_t;

    typedef NSUInteger NSStringEncoding;
    typedef NSString *NSAttributedStringKey NS_TYPED_EXTENSIBLE_ENUM;
    typedef NSString *NSURLResourceKey NS_TYPED_EXTENSIBLE_ENUM;
    typedef NSString *NSRunLoopMode NS_TYPED_EXTENSIBLE_ENUM;
    typedef NSString *NSKeyValueChangeKey NS_TYPED_ENUM;

    @interface NSProcessInfo : NSObject
    @end
    @interface NSRunLoop : NSObject
    @end
    @interface NSStream : NSObject
    @end
    @interface NSFileHandle : NSObject <NSSecureCoding>
    @end
    @interface NSRegularExpression : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSKeyedArchiver : NSCoder
    @end
    @interface NSKeyedUnarchiver : NSCoder
    @end
    @interface NSURLAuthenticationChallenge : NSObject <NSSecureCoding>
    @end
    @interface NSURLProtectionSpace : NSObject <NSSecureCoding, NSCopying>
    @end
    @interface NSCachedURLResponse : NSObject <NSSecureCoding, NSCopying>
    @end
    @interface NSURLCache : NSObject
    @end
    @interface NSHTTPCookie : NSObject
    @end
    @interface NSHTTPCookieStorage : NSObject
    @end
    @interface NSURLProtocol : NSObject
    @end
    @interface NSURLSessionStreamTask : NSURLSessionTask
    @end
    @interface NSURLSessionWebSocketTask : NSURLSessionTask
    @end
    @interface NSURLSessionTaskMetrics : NSObject
    @end
    @interface NSURLSessionTaskTransactionMetrics : NSObject
    @end
    @interface NSBlockOperation : NSOperation
    @end
    @interface NSUndoManager : NSObject
    @end
    @interface NSXMLParser : NSObject
    @end
    @interface NSPersonNameComponents : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSDateInterval : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSISO8601DateFormatter : NSFormatter <NSSecureCoding>
    @end
    @interface NSItemProvider : NSObject <NSCopying>
    @end
    @interface NSCountedSet<ObjectType> : NSMutableSet<ObjectType>
    @end
    @interface NSFileWrapper : NSObject <NSSecureCoding>
    @end
    typedef NS_OPTIONS(NSUInteger, NSFileWrapperReadingOptions) {
        NSFileWrapperReadingImmediate = 1 << 0,
        NSFileWrapperReadingWithoutMapping = 1 << 1,
    } NS_SWIFT_NAME(FileWrapper.ReadingOptions);
    typedef NS_OPTIONS(NSUInteger, NSFileWrapperWritingOptions) {
        NSFileWrapperWritingAtomic = 1 << 0,
        NSFileWrapperWritingWithNameUpdating = 1 << 1,
    } NS_SWIFT_NAME(FileWrapper.WritingOptions);

    @protocol NSURLSessionDelegate <NSObject>
    @end
    @protocol NSURLSessionTaskDelegate <NSURLSessionDelegate>
    @end
    @protocol NSURLSessionDataDelegate <NSURLSessionTaskDelegate>
    @end
    @protocol NSURLSessionDownloadDelegate <NSURLSessionTaskDelegate>
    @end
    @protocol NSURLSessionStreamDelegate <NSURLSessionTaskDelegate>
    @end
    @protocol NSURLSessionWebSocketDelegate <NSURLSessionTaskDelegate>
    @end
    @protocol NSURLAuthenticationChallengeSender <NSObject>
    @end
    @protocol NSStreamDelegate <NSObject>
    @end
    @protocol NSXMLParserDelegate <NSObject>
    @end
    @protocol NSProgressReporting <NSObject>
    @end
    @protocol NSFileManagerDelegate <NSObject>
    @end

    typedef NS_ENUM(NSInteger, NSURLSessionAuthChallengeDisposition) {
        NSURLSessionAuthChallengeUseCredential = 0,
        NSURLSessionAuthChallengePerformDefaultHandling = 1,
        NSURLSessionAuthChallengeCancelAuthenticationChallenge = 2,
        NSURLSessionAuthChallengeRejectProtectionSpace = 3,
    } NS_SWIFT_NAME(URLSession.AuthChallengeDisposition);
    typedef NS_ENUM(NSInteger, NSURLSessionResponseDisposition) {
        NSURLSessionResponseCancel = 0,
        NSURLSessionResponseAllow = 1,
        NSURLSessionResponseBecomeDownload = 2,
        NSURLSessionResponseBecomeStream = 3,
    } NS_SWIFT_NAME(URLSession.ResponseDisposition);
    typedef NS_ENUM(NSInteger, NSURLSessionDelayedRequestDisposition) {
        NSURLSessionDelayedRequestContinueLoading = 0,
        NSURLSessionDelayedRequestUseNewRequest = 1,
        NSURLSessionDelayedRequestCancel = 2,
    } NS_SWIFT_NAME(URLSession.DelayedRequestDisposition);
    typedef NS_ENUM(NSInteger, NSURLSessionTaskState) {
        NSURLSessionTaskStateRunning = 0,
        NSURLSessionTaskStateSuspended = 1,
        NSURLSessionTaskStateCanceling = 2,
        NSURLSessionTaskStateCompleted = 3,
    } NS_SWIFT_NAME(URLSessionTask.State);
    typedef NS_ENUM(NSUInteger, NSURLRequestCachePolicy) {
        NSURLRequestUseProtocolCachePolicy = 0,
        NSURLRequestReloadIgnoringLocalCacheData = 1,
        NSURLRequestReturnCacheDataElseLoad = 2,
        NSURLRequestReturnCacheDataDontLoad = 3,
    } NS_SWIFT_NAME(NSURLRequest.CachePolicy);
    typedef NS_ENUM(NSUInteger, NSURLRequestNetworkServiceType) {
        NSURLNetworkServiceTypeDefault = 0,
    } NS_SWIFT_NAME(NSURLRequest.NetworkServiceType);
    typedef NS_ENUM(NSUInteger, NSURLCacheStoragePolicy) {
        NSURLCacheStorageAllowed,
        NSURLCacheStorageAllowedInMemoryOnly,
        NSURLCacheStorageNotAllowed,
    } NS_SWIFT_NAME(URLCache.StoragePolicy);
    typedef NS_ENUM(NSUInteger, NSURLCredentialPersistence) {
        NSURLCredentialPersistenceNone,
        NSURLCredentialPersistenceForSession,
        NSURLCredentialPersistencePermanent,
        NSURLCredentialPersistenceSynchronizable,
    } NS_SWIFT_NAME(URLCredential.Persistence);
    typedef NS_ENUM(NSUInteger, NSHTTPCookieAcceptPolicy) {
        NSHTTPCookieAcceptPolicyAlways,
        NSHTTPCookieAcceptPolicyNever,
        NSHTTPCookieAcceptPolicyOnlyFromMainDocumentDomain,
    } NS_SWIFT_NAME(HTTPCookie.AcceptPolicy);
    typedef NS_OPTIONS(NSUInteger, NSJSONReadingOptions) {
        NSJSONReadingMutableContainers = (1UL << 0),
        NSJSONReadingMutableLeaves = (1UL << 1),
        NSJSONReadingFragmentsAllowed = (1UL << 2),
    } NS_SWIFT_NAME(JSONSerialization.ReadingOptions);
    typedef NS_OPTIONS(NSUInteger, NSJSONWritingOptions) {
        NSJSONWritingPrettyPrinted = (1UL << 0),
        NSJSONWritingSortedKeys = (1UL << 1),
        NSJSONWritingFragmentsAllowed = (1UL << 2),
        NSJSONWritingWithoutEscapingSlashes = (1UL << 3),
    } NS_SWIFT_NAME(JSONSerialization.WritingOptions);
    typedef NS_ENUM(NSUInteger, NSPropertyListFormat) {
        NSPropertyListOpenStepFormat = 1,
        NSPropertyListXMLFormat_v1_0 = 100,
        NSPropertyListBinaryFormat_v1_0 = 200,
    } NS_SWIFT_NAME(PropertyListSerialization.PropertyListFormat);
    typedef NS_OPTIONS(NSUInteger, NSPropertyListMutabilityOptions) {
        NSPropertyListImmutable = 0,
        NSPropertyListMutableContainers = 1,
        NSPropertyListMutableContainersAndLeaves = 2,
    } NS_SWIFT_NAME(PropertyListSerialization.MutabilityOptions);
    typedef NSPropertyListMutabilityOptions NSPropertyListReadOptions NS_SWIFT_NAME(PropertyListSerialization.ReadOptions);
    typedef NSUInteger NSPropertyListWriteOptions NS_SWIFT_NAME(PropertyListSerialization.WriteOptions);
    typedef NS_ENUM(NSInteger, NSQualityOfService) {
        NSQualityOfServiceUserInteractive = 0x21,
        NSQualityOfServiceUserInitiated = 0x19,
        NSQualityOfServiceUtility = 0x11,
        NSQualityOfServiceBackground = 0x09,
        NSQualityOfServiceDefault = -1,
    } NS_SWIFT_NAME(QualityOfService);
    typedef NS_OPTIONS(NSUInteger, NSStringCompareOptions) {
        NSCaseInsensitiveSearch = 1,
    } NS_SWIFT_NAME(NSString.CompareOptions);
    typedef NS_OPTIONS(NSUInteger, NSDataBase64EncodingOptions) {
        NSDataBase64Encoding64CharacterLineLength = 1UL << 0,
    } NS_SWIFT_NAME(NSData.Base64EncodingOptions);
    typedef NS_OPTIONS(NSUInteger, NSDataReadingOptions) {
        NSDataReadingMappedIfSafe = 1UL << 0,
    } NS_SWIFT_NAME(NSData.ReadingOptions);
    typedef NS_OPTIONS(NSUInteger, NSDataWritingOptions) {
        NSDataWritingAtomic = 1UL << 0,
    } NS_SWIFT_NAME(NSData.WritingOptions);
    typedef NS_ENUM(NSInteger, NSOperationQueuePriority) {
        NSOperationQueuePriorityVeryLow = -8L,
        NSOperationQueuePriorityLow = -4L,
        NSOperationQueuePriorityNormal = 0,
        NSOperationQueuePriorityHigh = 4,
        NSOperationQueuePriorityVeryHigh = 8,
    } NS_SWIFT_NAME(Operation.QueuePriority);
    """#
}
