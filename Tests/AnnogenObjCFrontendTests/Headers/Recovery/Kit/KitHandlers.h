#import <Foundation/Foundation.h>

// Block types a framework's own headers import as <Kit/KitHandlers.h> (WordPressKit's shape).
typedef void (^KitSuccessHandler)(void);
typedef void (^KitFailureHandler)(NSError *error);
