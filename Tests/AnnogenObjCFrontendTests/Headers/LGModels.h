#import <Foundation/Foundation.h>
#import "LGEnums.h"

NS_ASSUME_NONNULL_BEGIN

@protocol LGIdentifiable <NSObject>
@property (nonatomic, readonly) NSInteger identifier;
@end

/// A postal address.
// gen: swiftDTO
@interface LGAddress : NSObject
@property (nonatomic, copy) NSString *city;
// gen: jsonKey = "postal_code"
@property (nonatomic, copy, nullable) NSString *postalCode;
@end

/// A user as the legacy stack models it.
// gen: swiftDTO, table = "users"
@interface LGUser : NSObject <LGIdentifiable, NSCopying>
@property (nonatomic, readonly) NSInteger identifier;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy, nullable) NSString *nickname; // gen: safe
@property (nonatomic) BOOL verified;
@property (nonatomic, getter=isActive) BOOL active;
@property (nonatomic) CGFloat rating;
@property (nonatomic, strong, nullable) NSNumber *age;
@property (nonatomic, strong) NSDate *createdAt;
@property (nonatomic, strong, nullable) NSURL *avatarURL;
@property (nonatomic, strong, nullable) NSData *thumbnail;
@property (nonatomic, copy) NSArray<LGAddress *> *addresses;
@property (nonatomic, copy) NSDictionary<NSString *, id> *extras;
@property (nonatomic, copy) NSArray *tags;
@property (nonatomic, weak, nullable) id<LGIdentifiable> owner;
@property (nonatomic) LGStatus status;
@property (nonatomic) LGFeatures features;
@property (class, nonatomic, readonly) NSString *entityName;

- (instancetype)initWithName:(NSString *)name identifier:(NSInteger)identifier NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithName:(NSString *)name;
- (instancetype)init NS_UNAVAILABLE;
+ (nullable instancetype)userFromDictionary:(NSDictionary<NSString *, id> *)dictionary;
- (void)fetchAvatarWithSize:(CGSize)size completion:(void (^)(NSData *_Nullable data, NSError *_Nullable error))completion;
- (BOOL)saveAndReturnError:(NSError **)error;
- (void)reload;
- (void)setValue:(nullable id)value forExtraKey:(NSString *)key NS_SWIFT_NAME(setExtra(_:forKey:));
@end

/// One page of results.
@interface LGPage<__covariant ObjectType> : NSObject
@property (nonatomic, copy) NSArray<ObjectType> *items;
@property (nonatomic, nullable) ObjectType first;
@property (nonatomic) NSUInteger total;
@end

NS_SWIFT_NAME(Legacy.Order)
@interface LGOrder : NSObject
@property (nonatomic, copy) NSString *orderID NS_SWIFT_NAME(id);
@property (nonatomic, strong) LGPage<LGUser *> *buyers;
@end

NS_ASSUME_NONNULL_END

@interface LGLegacyThing : NSObject
@property (nonatomic, copy) NSString *unspecified;
@property (nonatomic, copy, nonnull) NSString *explicitlyNonnull;
@end
