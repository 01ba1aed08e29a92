/// The declarations annogen supplies so headers written against Apple's SDKs parse on any machine:
/// the Foundation types and macros headers use, behind `<Foundation/Foundation.h>`, and a few UIKit
/// classes behind `<UIKit/UIKit.h>`. Macros that matter to Swift's view (NS_SWIFT_NAME, NS_ENUM,
/// NS_OPTIONS) expand to `annotate` attributes the front end reads back.
enum Prelude {
    /// The folder the virtual headers live in (never on disk: given to clang as unsaved files).
    static let includeFolder = "/__annogen__/include"
    static let preludePath = "\(includeFolder)/annogen-prelude.h"
    /// Included before every header after the prelude, as a project's prefix header (`.pch`) would
    /// import the frameworks: model headers often use `UIImage` or `NSManagedObjectContext`
    /// without importing anything.
    static let prefixPath = "\(includeFolder)/annogen-prefix.h"

    /// Path → contents of every virtual header.
    static let files: [(path: String, contents: String)] = [
        (preludePath, prelude),
        (prefixPath, "#pragma once\n#import <UIKit/UIKit.h>\n#import <AppKit/AppKit.h>\n#import <CoreData/CoreData.h>\n#import <CoreLocation/CoreLocation.h>\n"),
        ("\(includeFolder)/Foundation/Foundation.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/Foundation/NSObject.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/UIKit/UIKit.h", uiKit),
        ("\(includeFolder)/CoreGraphics/CoreGraphics.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/CoreData/CoreData.h", coreData),
        ("\(includeFolder)/CoreLocation/CoreLocation.h", coreLocation),
        ("\(includeFolder)/AppKit/AppKit.h", appKit),
        ("\(includeFolder)/Cocoa/Cocoa.h", "#import <AppKit/AppKit.h>\n#import <CoreData/CoreData.h>\n"),
        ("\(includeFolder)/objc/runtime.h", objcRuntime),
        ("\(includeFolder)/objc/objc.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/objc/NSObjCRuntime.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/objc/message.h", "#import <objc/runtime.h>\n"),
        ("\(includeFolder)/annogen-foundation.h", foundationMore),
        ("\(includeFolder)/dispatch/dispatch.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/Dispatch/Dispatch.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/CoreFoundation/CoreFoundation.h", coreFoundation),
        ("\(includeFolder)/Security/Security.h", security),
        ("\(includeFolder)/SystemConfiguration/SystemConfiguration.h", systemConfiguration),
        ("\(includeFolder)/WebKit/WebKit.h", webKit),
    ] + availabilityHeaders

    /// Every virtual header for headers read for `platform`.
    static func files(for platform: ObjCPlatform) -> [(path: String, contents: String)] {
        files + [(targetConditionalsPath, platform.targetConditionalsHeader)]
    }

    /// The frameworks the prelude stands in for: another header of one of them
    /// (`<UIKit/UIView.h>`) is read as its umbrella header.
    static let frameworks: Set<String> = [
        "Foundation", "UIKit", "CoreGraphics", "CoreData", "CoreLocation", "AppKit", "Cocoa", "objc", "dispatch", "Dispatch",
        "CoreFoundation", "Security", "SystemConfiguration", "WebKit",
    ]

    /// The prefix of every annotation the macros below write.
    static let annotationPrefix = "annogen."

    static let prelude = #"""
    // annogen's stand-in for the parts of Foundation that model headers use.
    #pragma once
    #import <TargetConditionals.h>
    #define ANNOGEN_PRELUDE 1
    #define __OBJC2__ 1
    typedef signed char BOOL;
    #define YES ((BOOL)1)
    #define NO ((BOOL)0)
    #ifndef nil
    #define nil ((id)0)
    #endif
    typedef __INT8_TYPE__ int8_t;
    typedef __INT16_TYPE__ int16_t;
    typedef __INT32_TYPE__ int32_t;
    typedef __INT64_TYPE__ int64_t;
    typedef __UINT8_TYPE__ uint8_t;
    typedef __UINT16_TYPE__ uint16_t;
    typedef __UINT32_TYPE__ uint32_t;
    typedef __UINT64_TYPE__ uint64_t;
    typedef __INTPTR_TYPE__ intptr_t;
    typedef __UINTPTR_TYPE__ uintptr_t;
    typedef __SIZE_TYPE__ size_t;
    typedef __builtin_va_list va_list;
    typedef unsigned short unichar;
    typedef unsigned char UInt8;
    typedef signed char SInt8;
    typedef unsigned short UInt16;
    typedef signed short SInt16;
    typedef unsigned int UInt32;
    typedef signed int SInt32;
    typedef unsigned long long UInt64;
    typedef signed long long SInt64;
    typedef float Float32;
    typedef double Float64;
    typedef unsigned char Boolean;
    typedef long NSInteger;
    typedef unsigned long NSUInteger;
    typedef double CGFloat;
    typedef double NSTimeInterval;
    typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
    typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
    typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
    typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
    #define NSIntegerMax __LONG_MAX__
    #define NSNotFound NSIntegerMax

    #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
    #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
    #define NS_SWIFT_NAME(_name) __attribute__((annotate("annogen.swift_name=" #_name)))
    #define NS_REFINED_FOR_SWIFT __attribute__((annotate("annogen.refined_for_swift")))
    #define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((annotate("annogen.swift_unavailable")))
    #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
    #define NS_UNAVAILABLE __attribute__((unavailable))
    #define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
    #define NS_NOESCAPE __attribute__((noescape))
    #define NS_RETURNS_RETAINED __attribute__((ns_returns_retained))
    #define NS_SWIFT_NOTHROW
    #define NS_SWIFT_UI_ACTOR
    #define NS_SWIFT_SENDABLE
    #define NS_SWIFT_NONSENDABLE
    #define NS_SWIFT_ASYNC(...)
    #define NS_SWIFT_ASYNC_NAME(...)
    #define NS_SWIFT_DISABLE_ASYNC
    #define NS_REFINED_FOR_SWIFT_ASYNC(...)
    #define NS_NONATOMIC_IOSONLY nonatomic
    #define NS_FORMAT_FUNCTION(...)
    #define NS_ROOT_CLASS __attribute__((objc_root_class))
    #define NS_INLINE static inline
    #define FOUNDATION_EXPORT extern
    #define FOUNDATION_EXTERN extern
    #define UIKIT_EXTERN extern
    #define NS_CLASS_AVAILABLE_IOS(...)
    #define NS_AVAILABLE_IOS(...)
    #define NS_AVAILABLE(...)
    #define NS_DEPRECATED_IOS(...)
    #define NS_DEPRECATED(...)
    #define API_AVAILABLE(...)
    #define API_UNAVAILABLE(...)
    #define API_DEPRECATED(...)
    #define API_DEPRECATED_WITH_REPLACEMENT(...)
    #define NS_EXTENSION_UNAVAILABLE_IOS(...)
    #define __IOS_AVAILABLE(...)
    #define __TVOS_AVAILABLE(...)
    #define __WATCHOS_AVAILABLE(...)
    #define NS_CLASS_AVAILABLE_MAC(...)
    #define NS_CLASS_DEPRECATED_IOS(...)
    #define NS_CLASS_DEPRECATED(...)
    #define NS_ENUM_AVAILABLE_IOS(...)
    #define NS_ENUM_AVAILABLE(...)
    #define NS_ENUM_DEPRECATED_IOS(...)
    #define NS_ENUM_DEPRECATED(...)
    #define NS_AVAILABLE_MAC(...)
    #define NS_DEPRECATED_MAC(...)
    #define NS_SWIFT_UNAVAILABLE_FROM_ASYNC(...)
    #define NS_HEADER_AUDIT_BEGIN(...) NS_ASSUME_NONNULL_BEGIN
    #define NS_HEADER_AUDIT_END(...) NS_ASSUME_NONNULL_END
    #define NS_REQUIRES_NIL_TERMINATION
    #define NS_AUTOMATED_REFCOUNT_UNAVAILABLE
    #define NS_RETURNS_NOT_RETAINED
    #define NS_RETURNS_INNER_POINTER
    #define NS_VALID_UNTIL_END_OF_SCOPE
    #define CF_RETURNS_RETAINED
    #define CF_RETURNS_NOT_RETAINED
    #define API_AVAILABLE_BEGIN(...)
    #define API_AVAILABLE_END
    #define API_DEPRECATED_BEGIN(...)
    #define API_DEPRECATED_END
    #define DEPRECATED_ATTRIBUTE __attribute__((deprecated))
    #define DEPRECATED_MSG_ATTRIBUTE(_msg) __attribute__((deprecated(_msg)))
    #define UNAVAILABLE_ATTRIBUTE __attribute__((unavailable))
    #define __deprecated __attribute__((deprecated))
    #define __deprecated_msg(_msg) __attribute__((deprecated(_msg)))
    #define __unavailable __attribute__((unavailable))
    #define __API_AVAILABLE(...)
    #define __API_DEPRECATED(...)
    #define __API_UNAVAILABLE(...)
    #define __OSX_AVAILABLE(...)
    #define __OSX_AVAILABLE_STARTING(...)
    #define __IOS_PROHIBITED
    #define IBOutlet
    #define IBAction void
    #define IBInspectable
    #define IB_DESIGNABLE
    #define IBOutletCollection(_class)
    #define UI_APPEARANCE_SELECTOR
    #define NS_ENUM(_type, _name) enum __attribute__((annotate("annogen.ns_enum"))) _name : _type _name; \
        enum __attribute__((annotate("annogen.ns_enum"))) _name : _type
    #define NS_CLOSED_ENUM(_type, _name) NS_ENUM(_type, _name)
    #define NS_ERROR_ENUM(_domain, _name) enum __attribute__((annotate("annogen.ns_error_enum"))) _name : NSInteger _name; \
        enum __attribute__((annotate("annogen.ns_error_enum"))) _name : NSInteger
    #define CF_ENUM(_type, _name) NS_ENUM(_type, _name)
    #define CF_CLOSED_ENUM(_type, _name) NS_ENUM(_type, _name)
    #define CF_OPTIONS(_type, _name) NS_OPTIONS(_type, _name)
    #define NS_OPTIONS(_type, _name) enum __attribute__((annotate("annogen.ns_options"))) _name : _type _name; \
        enum __attribute__((annotate("annogen.ns_options"))) _name : _type
    #define CF_BRIDGED_TYPE(T) __attribute__((annotate("annogen.cf_type")))
    #define CF_BRIDGED_MUTABLE_TYPE(T) __attribute__((annotate("annogen.cf_type")))
    #define NS_TYPED_ENUM __attribute__((annotate("annogen.typed_enum")))
    #define NS_STRING_ENUM NS_TYPED_ENUM
    #define NS_TYPED_EXTENSIBLE_ENUM __attribute__((annotate("annogen.typed_enum")))
    #define NS_EXTENSIBLE_STRING_ENUM NS_TYPED_EXTENSIBLE_ENUM

    @class NSString, NSCoder, NSEnumerator;
    @protocol NSObject
    - (BOOL)isEqual:(id)object;
    @property (readonly) NSUInteger hash;
    @property (readonly, copy) NSString *description;
    @end
    __attribute__((objc_root_class))
    @interface NSObject <NSObject>
    + (instancetype)alloc;
    + (instancetype)new;
    - (instancetype)init;
    @end
    @protocol NSCopying
    - (id)copyWithZone:(void *)zone;
    @end
    @protocol NSMutableCopying
    - (id)mutableCopyWithZone:(void *)zone;
    @end
    @protocol NSCoding
    - (void)encodeWithCoder:(NSCoder *)coder;
    @end
    @protocol NSSecureCoding <NSCoding>
    @end
    @protocol NSFastEnumeration
    @end
    @interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @property (readonly) NSUInteger length;
    @end
    @interface NSMutableString : NSString
    @end
    @interface NSValue : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSNumber : NSValue
    @end
    @interface NSDecimalNumber : NSNumber
    @end
    @interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
    @property (readonly) NSUInteger count;
    @end
    @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
    @end
    @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
    @property (readonly) NSUInteger count;
    @end
    @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
    @end
    @interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
    @end
    @interface NSMutableSet<ObjectType> : NSSet<ObjectType>
    @end
    @interface NSOrderedSet<__covariant ObjectType> : NSObject <NSCopying, NSMutableCopying, NSSecureCoding, NSFastEnumeration>
    @end
    @interface NSData : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @end
    @interface NSMutableData : NSData
    @end
    @interface NSDate : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSURL : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSUUID : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSNull : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSError : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSCoder : NSObject
    @end
    @interface NSEnumerator<ObjectType> : NSObject <NSFastEnumeration>
    @end
    @interface NSIndexPath : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSIndexSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @end
    @interface NSLocale : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSTimeZone : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSCalendar : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSDateComponents : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSFormatter : NSObject <NSCopying, NSCoding>
    @end
    @interface NSDateFormatter : NSFormatter
    @end
    @interface NSNumberFormatter : NSFormatter
    @end
    @interface NSAttributedString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @end
    @interface NSNotification : NSObject <NSCopying, NSCoding>
    @end
    @interface NSBundle : NSObject
    @end
    @interface NSUserDefaults : NSObject
    @end
    @interface NSProgress : NSObject
    @end
    @interface NSOperationQueue : NSObject
    @end
    @interface NSJSONSerialization : NSObject
    @end
    @interface NSURLRequest : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @end
    @interface NSMutableURLRequest : NSURLRequest
    @end
    @interface NSURLResponse : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSHTTPURLResponse : NSURLResponse
    @end
    @interface NSURLSession : NSObject
    @end
    @interface NSURLSessionTask : NSObject <NSCopying>
    @end
    @interface NSURLSessionDataTask : NSURLSessionTask
    @end
    @interface NSValueTransformer : NSObject
    @end
    @interface NSPredicate : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSSortDescriptor : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSCharacterSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
    @end
    @interface NSTimer : NSObject
    @end
    @interface NSThread : NSObject
    @end
    @interface NSOperation : NSObject
    @end
    @interface NSNotificationCenter : NSObject
    @end
    @interface NSFileManager : NSObject
    @end
    @interface NSCache<KeyType, ObjectType> : NSObject
    @end
    @interface NSMapTable<KeyType, ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
    @end
    @interface NSHashTable<ObjectType> : NSObject <NSCopying, NSSecureCoding, NSFastEnumeration>
    @end
    @interface NSMutableAttributedString : NSAttributedString
    @end
    @interface NSMutableOrderedSet<ObjectType> : NSOrderedSet<ObjectType>
    @end
    @interface NSMutableIndexSet : NSIndexSet
    @end
    @interface NSException : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSURLComponents : NSObject <NSCopying>
    @end
    @interface NSURLQueryItem : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSURLSessionConfiguration : NSObject <NSCopying>
    @end
    @interface NSURLSessionUploadTask : NSURLSessionDataTask
    @end
    @interface NSURLSessionDownloadTask : NSURLSessionTask
    @end
    @interface NSURLCredential : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSInputStream : NSObject
    @end
    @interface NSOutputStream : NSObject
    @end
    typedef NS_ENUM(NSUInteger, NSNumberFormatterStyle) {
        NSNumberFormatterNoStyle = 0,
        NSNumberFormatterDecimalStyle = 1,
        NSNumberFormatterCurrencyStyle = 2,
        NSNumberFormatterPercentStyle = 3,
        NSNumberFormatterScientificStyle = 4,
        NSNumberFormatterSpellOutStyle = 5,
    } NS_SWIFT_NAME(NumberFormatter.Style);
    typedef NS_ENUM(NSUInteger, NSDateFormatterStyle) {
        NSDateFormatterNoStyle = 0,
        NSDateFormatterShortStyle = 1,
        NSDateFormatterMediumStyle = 2,
        NSDateFormatterLongStyle = 3,
        NSDateFormatterFullStyle = 4,
    } NS_SWIFT_NAME(DateFormatter.Style);
    typedef NS_ENUM(NSInteger, NSComparisonResult) {
        NSOrderedAscending = -1L,
        NSOrderedSame,
        NSOrderedDescending,
    } NS_SWIFT_NAME(ComparisonResult);
    typedef NSString *NSErrorDomain;
    typedef NSString *NSNotificationName;
    typedef NSString *NSErrorUserInfoKey;
    #import <annogen-foundation.h>
    """#
}
