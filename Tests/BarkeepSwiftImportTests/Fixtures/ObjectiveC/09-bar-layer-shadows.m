/*
 * ShadowNavigationController.m: a navigation bar with a drop shadow in place of its hairline, and a
 * tab bar clipped (the old way to hide the hairline) with a border.
 */
#import <UIKit/UIKit.h>

@interface ShadowNavigationController : UINavigationController
@end

@implementation ShadowNavigationController

- (void)viewDidLoad {
    [super viewDidLoad];
    UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
    [appearance configureWithOpaqueBackground];
    appearance.backgroundColor = [UIColor whiteColor];
    appearance.shadowColor = [UIColor clearColor];
    self.navigationBar.standardAppearance = appearance;
    self.navigationBar.scrollEdgeAppearance = appearance;
    self.navigationBar.layer.shadowColor = [UIColor blackColor].CGColor;
    self.navigationBar.layer.shadowOpacity = 0.2;
    self.navigationBar.layer.shadowOffset = CGSizeMake(0, 2);
    self.navigationBar.layer.shadowRadius = 4;
    self.navigationBar.layer.cornerRadius = 0;
}

@end

@interface BorderedTabBarController : UITabBarController
@end

@implementation BorderedTabBarController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tabBar.clipsToBounds = YES;
    self.tabBar.layer.borderWidth = 0.5;
    self.tabBar.layer.borderColor = [UIColor colorWithRed:0.8 green:0.8 blue:0.8 alpha:1.0].CGColor;
}

@end
