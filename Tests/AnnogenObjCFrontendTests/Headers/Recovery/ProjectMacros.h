// Macros a project defines in a prefix header or a shared header annogen is not given.
@import Foundation;

LG_EXTERN NSString *const LGProjectErrorDomain;

LG_SUBCLASSING_RESTRICTED
@interface LGInvoice : NSObject
@property (nonatomic, copy) NSString *number LG_DEPRECATED("Use reference");
@property (nonatomic, copy) NSString *reference;
@property (nonatomic) NSInteger total LG_UNAVAILABLE_IN_EXTENSIONS;
- (instancetype)initWithNumber:(NSString *)number LG_DESIGNATED;
@end
