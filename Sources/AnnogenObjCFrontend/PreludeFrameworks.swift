/// The stand-ins for the frameworks besides Foundation that model headers mention: UIKit, Core Data,
/// Core Location, AppKit and the Objective-C runtime (see `Prelude.files`).
extension Prelude {
    static let uiKit = #"""
    // annogen's stand-in for the UIKit classes model headers mention.
    #pragma once
    #import <annogen-prelude.h>
    @interface UIResponder : NSObject
    @end
    @interface UIView : UIResponder
    @end
    @interface UIViewController : UIResponder
    @end
    @interface UIColor : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface UIFont : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface UIImage : NSObject <NSSecureCoding>
    @end
    @interface UIApplication : UIResponder
    @end
    @interface UIScreen : NSObject
    @end
    @interface UIControl : UIView
    @end
    @interface UIButton : UIControl
    @end
    @interface UILabel : UIView
    @end
    @interface UIImageView : UIView
    @end
    @interface UIScrollView : UIView
    @end
    @interface UITableView : UIScrollView
    @end
    @interface UITableViewCell : UIView
    @end
    @interface UICollectionView : UIScrollView
    @end
    @interface UICollectionViewCell : UIView
    @end
    @interface UINavigationController : UIViewController
    @end
    @interface UIGestureRecognizer : NSObject
    @end
    @interface UIActivityIndicatorView : UIView
    @end
    @interface UIProgressView : UIView
    @end
    @interface UIRefreshControl : UIControl
    @end
    @interface UITextField : UIControl
    @end
    @interface UITextView : UIScrollView
    @end
    @interface UIWindow : UIView
    @end
    @interface UIBarButtonItem : NSObject
    @end
    @interface UIStackView : UIView
    @end
    @interface UISearchBar : UIView
    @end
    @interface UISwitch : UIControl
    @end
    @interface UITableViewController : UIViewController
    @end
    @interface UITabBarController : UIViewController
    @end
    @interface NSLayoutConstraint : NSObject
    @end
    @interface UIStoryboard : NSObject
    @end
    @interface UIActivity : NSObject
    @end
    @interface UIPercentDrivenInteractiveTransition : NSObject
    @end
    @interface UIFeedbackGenerator : NSObject
    @end
    @interface UIImpactFeedbackGenerator : UIFeedbackGenerator
    @end
    @interface NSTextStorage : NSMutableAttributedString
    @end
    @protocol UIApplicationDelegate <NSObject>
    @end
    @protocol UITableViewDataSource <NSObject>
    @end
    @protocol UITableViewDelegate <NSObject>
    @end
    @protocol UICollectionViewDataSource <NSObject>
    @end
    @protocol UICollectionViewDelegate <NSObject>
    @end
    @protocol UITextFieldDelegate <NSObject>
    @end
    @protocol UITextViewDelegate <NSObject>
    @end
    @protocol UISearchBarDelegate <NSObject>
    @end
    @protocol UIScrollViewDelegate <NSObject>
    @end
    @protocol UINavigationControllerDelegate <NSObject>
    @end
    @protocol UIGestureRecognizerDelegate <NSObject>
    @end
    @protocol UIPickerViewDataSource <NSObject>
    @end
    @protocol UIPickerViewDelegate <NSObject>
    @end
    @protocol UIViewControllerAnimatedTransitioning <NSObject>
    @end
    @protocol UIViewControllerTransitioningDelegate <NSObject>
    @end
    typedef NS_ENUM(NSInteger, UINavigationControllerOperation) {
        UINavigationControllerOperationNone,
        UINavigationControllerOperationPush,
        UINavigationControllerOperationPop,
    } NS_SWIFT_NAME(UINavigationController.Operation);
    typedef struct NSDirectionalEdgeInsets { CGFloat top, leading, bottom, trailing; } NSDirectionalEdgeInsets;
    typedef NS_OPTIONS(NSUInteger, UIControlState) {
        UIControlStateNormal = 0,
        UIControlStateHighlighted = 1 << 0,
        UIControlStateDisabled = 1 << 1,
        UIControlStateSelected = 1 << 2,
    } NS_SWIFT_NAME(UIControl.State);
    typedef NS_ENUM(NSInteger, UIViewContentMode) {
        UIViewContentModeScaleToFill,
    } NS_SWIFT_NAME(UIView.ContentMode);
    typedef CGFloat UIFontWeight NS_SWIFT_NAME(UIFont.Weight);
    typedef NSString *UIFontTextStyle NS_SWIFT_NAME(UIFont.TextStyle);
    typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
    typedef struct CGAffineTransform { CGFloat a, b, c, d, tx, ty; } CGAffineTransform;
    typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
        UIUserInterfaceStyleUnspecified,
        UIUserInterfaceStyleLight,
        UIUserInterfaceStyleDark,
    };
    """#

    static let coreData = #"""
    // annogen's stand-in for the Core Data classes entity headers mention.
    #pragma once
    #import <annogen-prelude.h>
    @interface NSManagedObjectID : NSObject <NSCopying>
    @end
    @interface NSEntityDescription : NSObject <NSCoding, NSCopying>
    @end
    @interface NSManagedObjectContext : NSObject
    @end
    @interface NSFetchRequest<__covariant ResultType> : NSObject <NSSecureCoding, NSCopying>
    @end
    @interface NSFetchedResultsController<ResultType> : NSObject
    @end
    @interface NSPersistentContainer : NSObject
    @end
    @interface NSPersistentStoreCoordinator : NSObject
    @end
    @interface NSManagedObject : NSObject
    + (NSEntityDescription *)entity;
    + (NSFetchRequest *)fetchRequest;
    - (instancetype)initWithContext:(NSManagedObjectContext *)moc;
    @property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;
    @property (nonatomic, readonly, strong) NSEntityDescription *entity;
    @property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
    @end
    """#

    static let coreLocation = #"""
    // annogen's stand-in for the Core Location types model headers mention.
    #pragma once
    #import <annogen-prelude.h>
    typedef double CLLocationDegrees;
    typedef double CLLocationDistance;
    typedef struct CLLocationCoordinate2D { CLLocationDegrees latitude; CLLocationDegrees longitude; } CLLocationCoordinate2D;
    @interface CLLocation : NSObject <NSCopying, NSSecureCoding>
    @end
    """#

    static let appKit = #"""
    // annogen's stand-in for the AppKit classes model headers mention.
    #pragma once
    #import <annogen-prelude.h>
    @interface NSResponder : NSObject
    @end
    @interface NSView : NSResponder
    @end
    @interface NSViewController : NSResponder
    @end
    @interface NSColor : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSFont : NSObject <NSCopying, NSSecureCoding>
    @end
    @interface NSImage : NSObject <NSCopying, NSSecureCoding>
    @end
    """#

    static let objcRuntime = #"""
    // annogen's stand-in for the Objective-C runtime's types.
    #pragma once
    #import <annogen-prelude.h>
    typedef struct objc_method *Method;
    typedef struct objc_ivar *Ivar;
    typedef struct objc_category *Category;
    typedef struct objc_property *objc_property_t;
    typedef struct { const char *name; const char *value; } objc_property_attribute_t;
    """#
}
