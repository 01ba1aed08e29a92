#import "LGModels.h"

NS_ASSUME_NONNULL_BEGIN

// gen: networking
@interface LGUser (Networking) <LGIdentifiable>
@property (nonatomic, readonly, copy) NSString *resourcePath;
- (void)refreshWithCompletion:(void (^)(BOOL success))completion;
@end

@interface LGUser ()
@property (nonatomic, copy, nullable) NSString *sessionToken;
@end

NS_ASSUME_NONNULL_END
