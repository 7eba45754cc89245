//! What just happened at the table, in words, where a screen reader hears it: a live
//! region (polite: spoken after what is being read, never cutting it off) that both
//! games fill with their move log's words. It takes no room on the screen; the board
//! and the side panel already show the same to the eye.

use egui::accesskit::Live;
use egui::{Rect, Role, Sense, Ui, Vec2, WidgetInfo};

/// The live region at the start of `ui`, saying `words`. A screen reader speaks it each
/// time the words change.
pub fn live_region(ui: &mut Ui, id_salt: &str, words: &str) {
    let rect = Rect::from_min_size(ui.cursor().min, Vec2::splat(1.0));
    let id = ui.scope_id().with(id_salt);
    let response = ui.interact(rect, id, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Status, true, words));
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_live(Live::Polite));
}
