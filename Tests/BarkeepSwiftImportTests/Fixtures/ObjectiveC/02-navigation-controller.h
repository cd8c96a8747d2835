// BrandNavigationController.h
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A navigation controller that styles its own bar.
@interface BrandNavigationController : UINavigationController
@property (nonatomic, copy, nullable) NSString *screenName;
- (void)applyStyle;
+ (instancetype)controllerWithRoot:(UIViewController *)root;
@end

NS_ASSUME_NONNULL_END
