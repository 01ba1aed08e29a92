#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class LGUser;

// gen: delegate
@protocol LGSessionDelegate <NSObject>
- (void)sessionDidStart;
@optional
/// Called after every refresh.
- (void)session:(id)session didRefreshUser:(LGUser *)user;
@property (nonatomic, readonly, nullable) NSString *sessionName;
@required
- (BOOL)shouldRetryRequest:(NSURLRequest *)request afterError:(NSError *)error;
@end

NS_ASSUME_NONNULL_END
