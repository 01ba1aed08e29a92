#import <Foundation/Foundation.h>

@interface LGBroken : NSObject
@property (nonatomic) UnknownType *value;
@end
