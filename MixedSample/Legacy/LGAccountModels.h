// The legacy account models, still used by the Objective-C screens. Swift code decodes the same
// JSON into the DTOs annogen generates from this header (Generated/SwiftDTO.generated.swift).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// How far a customer's verification got.
typedef NS_ENUM(NSInteger, LGVerificationLevel) {
    LGVerificationLevelNone = 0,
    LGVerificationLevelEmail = 1,
    LGVerificationLevelIdentity = 2,
};

/// A postal address.
// gen: swiftDTO
@interface LGAddress : NSObject
@property (nonatomic, copy) NSString *street;
@property (nonatomic, copy) NSString *city;
// gen: jsonKey = "postal_code"
@property (nonatomic, copy, nullable) NSString *postalCode;
@end

/// A customer as the legacy stack models it.
// gen: swiftDTO
@interface LGCustomer : NSObject
// gen: jsonKey = "id"
@property (nonatomic, readonly) NSInteger identifier;
@property (nonatomic, copy) NSString *displayName;
@property (nonatomic, copy, nullable) NSString *email;
/// Sent by the server as 0 or 1.
// gen: boolFromInt
@property (nonatomic, getter=isPremium) BOOL premium;
// gen: dtoType = "Int"
@property (nonatomic, strong, nullable) NSNumber *loyaltyPoints;
@property (nonatomic, strong) NSDate *memberSince;
@property (nonatomic, strong, nullable) NSURL *avatarURL;
@property (nonatomic) LGVerificationLevel verification;
@property (nonatomic, copy) NSArray<LGAddress *> *addresses;
@property (nonatomic, strong, nullable) LGAddress *billingAddress;
@property (nonatomic, copy) NSArray<NSString *> *tags;
// gen: defaultValue = 0
@property (nonatomic) double balance;
/// Free-form settings; Objective-C only (no Codable form).
@property (nonatomic, copy) NSDictionary<NSString *, id> *settings;
@property (class, nonatomic, readonly) NSString *entityName;

- (instancetype)initWithDisplayName:(NSString *)displayName;
@end

NS_ASSUME_NONNULL_END
