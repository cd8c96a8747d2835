//
//  ArticleBars.m
//  The twin of 08-more-text-attributes.swift.txt.
//

#import <UIKit/UIKit.h>

@interface ArticleBars : NSObject
+ (void)apply;
@end

@implementation ArticleBars

+ (void)apply {
    NSMutableParagraphStyle *paragraph = [[NSMutableParagraphStyle alloc] init];
    paragraph.alignment = NSTextAlignmentLeft;
    paragraph.lineBreakMode = NSLineBreakByTruncatingMiddle;
    UINavigationBarAppearance *appearance = [[UINavigationBarAppearance alloc] init];
    [appearance configureWithOpaqueBackground];
    appearance.titleTextAttributes = @{
        NSForegroundColorAttributeName: UIColor.whiteColor,
        NSUnderlineStyleAttributeName: @(NSUnderlineStyleSingle),
        NSParagraphStyleAttributeName: paragraph,
    };
    appearance.largeTitleTextAttributes = appearance.titleTextAttributes;
    appearance.buttonAppearance.disabled.titleTextAttributes = @{NSStrikethroughStyleAttributeName: @(NSUnderlineStyleThick)};
    [UINavigationBar appearance].standardAppearance = appearance;
}

@end
