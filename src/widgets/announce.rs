//! What just happened at the table, in words, where a screen reader hears it: a live
//! region (polite: spoken after what is being read, never cutting it off) that both
//! games fill with their move log's words. It takes no room on the screen; the board
//! and the side panel already show the same to the eye.
//!
//! A key may ask for other words (the whole position, the last moves): they are spoken
//! in the news' place until the news changes.

use egui::accesskit::Live;
use egui::{Context, Id, Rect, Role, Sense, Ui, Vec2, WidgetInfo};

/// Words a key asked for, and the news they were asked over.
#[derive(Clone, Debug, Default)]
struct Asked {
    words: String,
    over: Option<String>,
    /// Flips with each request, so that the same words asked twice are spoken twice.
    again: bool,
}

fn region_id(id_salt: &str) -> Id {
    Id::unique(("live-region", id_salt))
}

/// Speaks `words` in the live region `id_salt` at its next frame, in place of its news
/// until the news changes.
pub fn read_aloud(ctx: &Context, id_salt: &str, words: String) {
    let id = region_id(id_salt).with("asked");
    ctx.data_mut(|d| {
        let again = !d.get_temp::<Asked>(id).is_some_and(|a| a.again);
        d.insert_temp(
            id,
            Asked {
                words,
                over: None,
                again,
            },
        );
    });
}

/// The live region at the start of `ui`, saying `news` (or words a key asked for). A
/// screen reader speaks it each time the words change.
pub fn live_region(ui: &mut Ui, id_salt: &str, news: &str) {
    let id = region_id(id_salt);
    let asked_id = id.with("asked");
    let asked = ui.ctx().data_mut(|d| {
        let mut asked = d.get_temp::<Asked>(asked_id)?;
        match &asked.over {
            None => asked.over = Some(news.to_string()),
            Some(over) if over != news => {
                d.remove::<Asked>(asked_id);
                return None;
            }
            Some(_) => {}
        }
        d.insert_temp(asked_id, asked.clone());
        Some(asked)
    });
    let words = match &asked {
        // A zero-width space tells a request from the same one made before.
        Some(a) if a.again => format!("{}\u{200B}", a.words),
        Some(a) => a.words.clone(),
        None => news.to_string(),
    };
    let rect = Rect::from_min_size(ui.cursor().min, Vec2::splat(1.0));
    let response = ui.interact(rect, id, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Status, true, &words));
    ui.ctx()
        .accesskit_node_builder(id, |node| node.set_live(Live::Polite));
}
