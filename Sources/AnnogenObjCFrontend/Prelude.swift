/// The declarations annogen supplies so headers written against Apple's SDKs parse on any machine:
/// the Foundation types and macros headers use, behind `<Foundation/Foundation.h>`, and a few UIKit
/// classes behind `<UIKit/UIKit.h>`. Macros that matter to Swift's view (NS_SWIFT_NAME, NS_ENUM,
/// NS_OPTIONS) expand to `annotate` attributes the front end reads back.
enum Prelude {
    /// The folder the virtual headers live in (never on disk: given to clang as unsaved files).
    static let includeFolder = "/__annogen__/include"
    static let preludePath = "\(includeFolder)/annogen-prelude.h"

    /// Path → contents of every virtual header.
    static let files: [(path: String, contents: String)] = [
        (preludePath, prelude),
        ("\(includeFolder)/Foundation/Foundation.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/Foundation/NSObject.h", "#import <annogen-prelude.h>\n"),
        ("\(includeFolder)/UIKit/UIKit.h", uiKit),
        ("\(includeFolder)/CoreGraphics/CoreGraphics.h", "#import <annogen-prelude.h>\n"),
    ]

    /// The prefix of every annotation the macros below write.
    static let annotationPrefix = "annogen."

    static let prelude = #"""
    // annogen's stand-in for the parts of Foundation that model headers use.
    #pragma once
    #define ANNOGEN_PRELUDE 1
    #define __OBJC2__ 1
    typedef signed char BOOL;
    #define YES ((BOOL)1)
    #define NO ((BOOL)0)
    #ifndef nil
    #define nil ((id)0)
    #endif
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
    #define NS_ENUM(_type, _name) enum __attribute__((annotate("annogen.ns_enum"))) _name : _type _name; \
        enum __attribute__((annotate("annogen.ns_enum"))) _name : _type
    #define NS_CLOSED_ENUM(_type, _name) NS_ENUM(_type, _name)
    #define NS_ERROR_ENUM(_domain, _name) NS_ENUM(NSInteger, _name)
    #define NS_OPTIONS(_type, _name) enum __attribute__((annotate("annogen.ns_options"))) _name : _type _name; \
        enum __attribute__((annotate("annogen.ns_options"))) _name : _type
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
    typedef NSString *NSErrorDomain;
    typedef NSString *NSNotificationName;
    typedef NSString *NSErrorUserInfoKey;
    """#

    static let uiKit = #"""
    // annogen's stand-in for the UIKit classes model headers mention.
    #pragma once
    #import <annogen-prelude.h>
    @interface UIResponder : NSObject
    @end
    @interface UIView : UIResponder
    @end
    @interface UIViewController : UIResponder
    @end
    @interface UIColor : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface UIFont : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface UIImage : NSObject <NSSecureCoding>
    @end
    @interface UIApplication : UIResponder
    @end
    typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
        UIUserInterfaceStyleUnspecified,
        UIUserInterfaceStyleLight,
        UIUserInterfaceStyleDark,
    };
    """#
}
