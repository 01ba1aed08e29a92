#import <Foundation/Foundation.h>

/// Where a user stands.
typedef NS_ENUM(NSInteger, LGStatus) {
    LGStatusActive,
    // gen: deprecatedCase
    LGStatusSuspended = 5,
    LGStatusDeleted,
};

typedef NS_OPTIONS(NSUInteger, LGFeatures) {
    LGFeaturesNone = 0,
    LGFeaturesSearch = 1 << 0,
    LGFeaturesCheckout = 1 << 2,
};

typedef NS_ENUM(NSInteger, LGHTTPMethod) {
    LGHTTPMethodGET,
    LGHTTPMethodPOST,
} NS_SWIFT_NAME(LegacyHTTPMethod);

typedef enum {
    LGColorRed = 1,
    LGColorGreen,
} LGColor;

typedef NSString *LGToken;
typedef void (^LGCompletion)(NSError *_Nullable error);
