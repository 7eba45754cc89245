//! Dialogs that fit the window: every modal dialog of both games and the shell is shown
//! through `modal`, which gives its content at most the window's room (less a margin) and
//! scrolls it, either way, where the window is smaller (800×600 at 200% leaves 400×300
//! points). A dialog that wants a width asks `width`, which is never more than the room.
//! The windows that are not modal (game over) take `room` as their largest size.

use egui::{Context, Id, Modal, ModalResponse, Ui, Vec2};

/// The window's edge kept clear round a dialog, in points.
const MARGIN: f32 = 12.0;

/// The most a dialog's content may take: the window less the margin and the dialog's own
/// frame on each side.
pub fn room(ctx: &Context) -> Vec2 {
    let frame = egui::Frame::popup(&ctx.global_style()).total_margin().sum();
    (ctx.content_rect().size() - frame - Vec2::splat(2.0 * MARGIN)).max(Vec2::splat(120.0))
}

/// `wanted` points wide, or the room's width in a narrower window.
pub fn width(ctx: &Context, wanted: f32) -> f32 {
    wanted.min(room(ctx).x)
}

/// A modal dialog centred in the window, its content scrolled where the window is too
/// small for it, so its buttons can always be reached.
pub fn modal<R>(id: Id, ctx: &Context, content: impl FnOnce(&mut Ui) -> R) -> ModalResponse<R> {
    let room = room(ctx);
    Modal::new(id).show(ctx, |ui| {
        // An area lays its content out in its size of the frame before: the scroll area
        // would never grow past the first frame's guess (Start stayed scrolled away). It
        // may take the whole room, and shrinks to what its content needs.
        ui.set_max_width(room.x);
        ui.set_max_height(room.y);
        egui::ScrollArea::both()
            .id_salt("dialog-fits")
            .max_width(room.x)
            .max_height(room.y)
            .show(ui, content)
            .inner
    })
}
