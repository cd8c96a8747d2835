// BrandNavigationController.m
#import "BrandNavigationController.h"

static const CGFloat kTitleSize = 18.0f;

@implementation BrandNavigationController

- (void)viewDidLoad {
    [super viewDidLoad];
    UINavigationBarAppearance *appearance = [UINavigationBarAppearance new];
    [appearance configureWithTransparentBackground];
    appearance.backgroundColor = [UIColor colorNamed:@"NavBackground"];
    appearance.titleTextAttributes = @{
        NSForegroundColorAttributeName: [UIColor labelColor],
        NSFontAttributeName: [UIFont fontWithName:@"Avenir-Heavy" size:18],
    };
    [appearance setBackIndicatorImage:[UIImage imageNamed:@"back"] transitionMaskImage:[UIImage imageNamed:@"back"]];
    self.navigationBar.standardAppearance = appearance;
    self.navigationBar.compactAppearance = appearance;
    self.navigationBar.scrollEdgeAppearance = nil;
    self.navigationBar.tintColor = [UIColor colorWithRed:255 green:87 blue:34 alpha:1];
    self.navigationBar.prefersLargeTitles = YES;
}

@end
