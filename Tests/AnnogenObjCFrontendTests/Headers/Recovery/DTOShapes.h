// gen:file: swiftDTO
// Shapes that made SwiftDTO output fail to compile: a class with no properties of its own, a
// subclass (its DTO has the superclass's properties too), enums annotated through the file, a C enum,
// a property named with an acronym.
#import <Foundation/Foundation.h>

typedef NS_ENUM(NSInteger, LGTier) {
    LGTierFree,
    LGTierPro,
};

typedef enum : NSUInteger { LGKindPerson, LGKindCompany } LGKind;

@interface LGBase : NSObject
@property (nonatomic, copy) NSString *identifier;
@end

@interface LGNothing : NSObject
@end

@interface LGEmpty : LGBase
@end

@interface LGMember : LGBase
@property (nonatomic) LGTier tier;
@property (nonatomic) LGKind kind;
@property (nonatomic, copy, nullable) NSURL *URL;
@property (nonatomic, strong, nullable) LGEmpty *empty;
@end

// An inverse relationship: each holds the other (a cycle that structs could not hold).
@class LGLeash;
@interface LGDog : LGBase
@property (nonatomic, strong, nullable) LGLeash *leash;
@end

@interface LGLeash : NSObject
@property (nonatomic, weak, nullable) LGDog *dog;
@property (nonatomic) double length;
@end
