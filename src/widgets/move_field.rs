//! The field where a move is typed, the same in both games (each game reads the text
//! with its own notation): its words before it, or where room is short the field alone,
//! named for screen readers all the same; Enter gives the text and keeps the keys in the
//! field for the next move; a key (T) puts the keys there; why a typed move failed is
//! spoken once for each failure.

use egui::{Context, Id, RichText, Ui};

use super::{announce, theme};

/// How a game shows its field.
pub struct MoveField<'a> {
    pub id: Id,
    /// Whether a move can be typed now.
    pub enabled: bool,
    /// The field's words ("Type a move") and the hint inside it ("Nf3, e3e4 or มง๒").
    pub words: &'a str,
    pub hint: &'a str,
    pub width: f32,
    /// Without its words beside it (a short window): named for screen readers alone.
    pub compact: bool,
}

/// Shows the field; the text typed, once Enter is pressed.
pub fn show(ui: &mut Ui, field: &MoveField<'_>) -> Option<String> {
    let text_id = field.id.with("text");
    let mut typed: String = ui.data(|d| d.get_temp(text_id)).unwrap_or_default();
    let mut entered = None;
    let mut edit = |ui: &mut Ui| {
        let response = ui.add_enabled(
            field.enabled,
            egui::TextEdit::singleline(&mut typed)
                .id(field.id)
                .hint_text(field.hint)
                .desired_width(field.width),
        );
        if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            entered = Some(std::mem::take(&mut typed));
            response.request_focus();
        }
        response
    };
    if field.compact {
        let response = edit(ui);
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::TextInput, field.enabled, field.words)
        });
        response.on_hover_text(field.words);
    } else {
        // The field goes under its words where both do not fit on one line.
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(RichText::new(field.words).color(theme::text()));
            edit(ui).labelled_by(label.id);
        });
    }
    ui.data_mut(|d| d.insert_temp(text_id, typed));
    entered
}

/// Puts the keys in the field `id` (the game's T key): the letter pressed is not the
/// move's first one.
pub fn call_to(ctx: &Context, id: Id, letter: &str) {
    ctx.input_mut(|i| {
        i.events
            .retain(|e| !matches!(e, egui::Event::Text(t) if t.eq_ignore_ascii_case(letter)));
    });
    ctx.memory_mut(|m| m.request_focus(id));
}

/// Speaks why a typed move failed in the live region `region`, once for each failure
/// (`failure` counts them, so the same mistake twice is said twice).
pub fn say_failure(ctx: &Context, id: Id, region: &str, failure: u32, words: String) {
    let said = id.with("said");
    if ctx.data(|d| d.get_temp::<u32>(said)) != Some(failure) {
        ctx.data_mut(|d| d.insert_temp(said, failure));
        announce::read_aloud(ctx, region, words);
    }
}
