//! The invitation as a QR code in the lobby, for a guest who reads it with a phone and
//! sends it on to the desktop: painted square by square, dark on light with its quiet
//! zone, and named for screen readers.

use egui::{Color32, Rect, Sense, Ui, vec2};
use qrcode::{Color, EcLevel, QrCode};

/// The quiet zone the standard asks round the code, in modules.
const QUIET: usize = 4;

/// Paints `invitation` (or the link holding it) as a QR code `side` points wide, named
/// `name` (nothing if it cannot be encoded, which a valid invitation always can).
pub fn show(ui: &mut Ui, invitation: &str, name: &str, side: f32) {
    // Low correction: the code is read off a screen, never a crumpled page, and the
    // fewer modules the easier a phone reads a long invitation.
    let Ok(code) = QrCode::with_error_correction_level(invitation, EcLevel::L) else {
        return;
    };
    let width = code.width();
    let modules = code.to_colors();
    let (rect, response) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
    let cell = side / (width + 2 * QUIET) as f32;
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    for (i, color) in modules.iter().enumerate() {
        if *color == Color::Dark {
            let (x, y) = ((i % width + QUIET) as f32, (i / width + QUIET) as f32);
            let min = rect.min + vec2(x * cell, y * cell);
            painter.rect_filled(
                Rect::from_min_size(min, vec2(cell, cell)),
                0.0,
                Color32::BLACK,
            );
        }
    }
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, name));
}
