//! The fonts the window needs for every language it speaks: egui's defaults for Latin
//! script (English, Estonian, Zulu), and Noto Sans Tamil, Thai and Malayalam (SIL OFL 1.1,
//! `assets/fonts/OFL.txt`) embedded in the binary as fallbacks. No system font is used,
//! so the text looks the same everywhere and Thai marks do not vanish.

use std::sync::Arc;

use egui::{FontData, FontDefinitions, FontFamily};

/// The bundled fonts: name and file.
pub const BUNDLED: [(&str, &[u8]); 3] = [
    (
        "NotoSansTamil",
        include_bytes!("../../assets/fonts/NotoSansTamil-Regular.ttf"),
    ),
    (
        "NotoSansThai",
        include_bytes!("../../assets/fonts/NotoSansThai-Regular.ttf"),
    ),
    (
        "NotoSansMalayalam",
        include_bytes!("../../assets/fonts/NotoSansMalayalam-Regular.ttf"),
    ),
];

/// egui's default fonts with the bundled ones appended as fallbacks to both families.
pub fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    for (name, bytes) in BUNDLED {
        fonts
            .font_data
            .insert(name.to_string(), Arc::new(FontData::from_static(bytes)));
        for family in [FontFamily::Proportional, FontFamily::Monospace] {
            fonts
                .families
                .entry(family)
                .or_default()
                .push(name.to_string());
        }
    }
    fonts
}

/// Installs the fonts. Call before any text is laid out in the first frame, so that
/// frame already has them.
pub fn install(ctx: &egui::Context) {
    ctx.set_fonts(definitions());
}
