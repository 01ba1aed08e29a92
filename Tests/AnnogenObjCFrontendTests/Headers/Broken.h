#import <Foundation/Foundation.h>

@interface LGBroken : NSObject
@property (nonatomic) NSString *value
@end
