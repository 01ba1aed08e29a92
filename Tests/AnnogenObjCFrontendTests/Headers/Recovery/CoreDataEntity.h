// An entity header as Xcode generates it for a Core Data model.
#import <Foundation/Foundation.h>
#import <CoreData/CoreData.h>

@class LGPet;

NS_ASSUME_NONNULL_BEGIN

@interface LGOwner : NSManagedObject

+ (NSFetchRequest<LGOwner *> *)fetchRequest NS_SWIFT_NAME(fetchRequest());

@property (nullable, nonatomic, copy) NSString *name;
@property (nonatomic) int16_t age;
@property (nullable, nonatomic, retain) NSDecimalNumber *balance;
@property (nullable, nonatomic, copy) NSDate *createdAt;
@property (nullable, nonatomic, retain) NSSet<LGPet *> *pets;

@end

@interface LGOwner (CoreDataGeneratedAccessors)

- (void)addPetsObject:(LGPet *)value;
- (void)removePetsObject:(LGPet *)value;
- (void)addPets:(NSSet<LGPet *> *)values;

@end

NS_ASSUME_NONNULL_END
