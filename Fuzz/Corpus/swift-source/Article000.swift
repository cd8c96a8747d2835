// Article 000 (taller navigation bar): the solution code blocks, verbatim. The first block (the
// same class without layoutSubviews, showing the problem) is left out.

public class HeightAdjustableNavigationBar: UINavigationBar {
    public var preferredHeight: CGFloat = 70
    
    override public var frame: CGRect {
        get { super.frame }
        set {
            var frame = newValue
            frame.size.height = preferredHeight
            super.frame = frame
        }
    }

    //  layoutSubviewsメソッドをオーバーライド
    override public func layoutSubviews() {
        super.layoutSubviews()

        // ① ナビゲーションバーの全てのサブビューをループ
        for subview in subviews {
            // ② クラス名を文字列として取得
            let className = NSStringFromClass(subview.classForCoder)
            
            if className.contains("UINavigationBarContentView") {
                // ③　垂直方向の中心 (center.y) をナビゲーションバーの高さの中央に合わせる
                subview.center.y = bounds.height / 2
            }
        }
    }
}

/// ナビゲーションタイトルやボタンにスペーサーを挿入し、位置調整を行うための共通スタックビュー
class ViewUtils {
    /// - Parameters:
    ///   - spacerHeight: スペーサー（空白）の高さ
    ///   - contentView: スペーサーの下に配置するコンテンツ（タイトルラベルやボタン）
    ///   - totalHeight: スタックビュー全体の高さ
    static func createVerticalStackView(
        spacerHeight: CGFloat,
        contentView: UIView,
        totalHeight: CGFloat
    ) -> UIStackView {
        // ① UIStackView の作成
        let stackView = UIStackView()
        stackView.axis = .vertical
        stackView.alignment = .center
        
        // ② スタックビューの高さ制約
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.heightAnchor.constraint(equalToConstant: totalHeight).isActive = true
        
        // ③ 高さを spacerHeight に固定した空の UIView を作成
        let spacer = UIView()
        spacer.translatesAutoresizingMaskIntoConstraints = false
        spacer.heightAnchor.constraint(equalToConstant: spacerHeight).isActive = true
        
        // ④ スペーサーの下に contentView を追加
        stackView.addArrangedSubview(spacer)
        stackView.addArrangedSubview(contentView)
        
        return stackView
    }
}

func makeUIViewController(context: Context) -> UINavigationController {
    // 省略 -----

    /// ナビゲーションタイトルを設定し、その上部にスペーサーを挿入して位置を調整する関数
    private func setTitle(on navigationItem: UINavigationItem, title: String?, textColor: UIColor) {
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = UIFont.boldSystemFont(ofSize: 16)
        titleLabel.textColor = textColor
        
        let stackView = ViewUtils.createVerticalStackView(
            // テキスト上のスペーサーの高さを設定
            spacerHeight: 25,
            contentView: titleLabel,
            // ナビゲーションバー全体の高さを設定（例では70pt）
            totalHeight: 70
        )
        
        // 作成したスタックビューを navigationItem.titleView に設定
        navigationItem.titleView = stackView
    }
    
    /// 左右のナビゲーションボタン（アイコン）を作成し、その上部にスペーサーを挿入して位置を調整する関数
    private func createBarButton(imageName: String) -> UIBarButtonItem {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: imageName), for: .normal)
        button.tintColor = .white
        
        // 画像のコンテンツモードを設定して比率を維持
        button.imageView?.contentMode = .scaleAspectFit
        button.translatesAutoresizingMaskIntoConstraints = false
        
        let stackView = ViewUtils.createVerticalStackView(
            spacerHeight: 25,
            contentView: button,
            totalHeight: 70
        )
        
        // 作成したスタックビューをカスタムビューとして UIBarButtonItem に設定
        return UIBarButtonItem(customView: stackView)
    }
}
