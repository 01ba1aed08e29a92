// Models built on a framework that is not on this machine: its import is not found, and its base
// class, protocol and value types are declared nowhere annogen can see.
#import <Kit/Kit.h>
#import "KitPrivate.h"

NS_ASSUME_NONNULL_BEGIN

// gen: swiftDTO
@interface LGProfile : KitModel <KitSerializing, NSCopying>
@property (nonatomic, copy) NSString *name;
@property (nonatomic, strong, nullable) KitImage *avatar;
@property (nonatomic) KitCoordinate location;
@property (nonatomic, copy) NSArray<KitTag *> *tags;
@property (nonatomic, strong) KitResults<LGProfile *> *friends;
@property (nonatomic, weak, nullable) id<KitDelegate> delegate;
@end

@interface LGProfile (Sync) <KitSyncable>
- (void)syncWithStore:(KitStore *)store;
@end

NS_ASSUME_NONNULL_END
