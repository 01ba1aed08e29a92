#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// How long a session lasts and what it may do.
// gen: swiftDTO
@interface LGSessionInfo : NSObject
@property (nonatomic) NSTimeInterval timeout;
@property (nonatomic, copy) NSSet<NSString *> *scopes;
@property (nonatomic, copy, nullable) NSSet<NSNumber *> *retryCodes;
@property (nonatomic, copy, nullable) NSIndexSet *acceptableStatusCodes;
@property (nonatomic, copy, nullable) NSLocale *locale;
@property (nonatomic, copy) NSSet *anything;
@end

NS_ASSUME_NONNULL_END
