//! Where a line of Thai may break. Thai writes no spaces between words, and egui breaks a
//! row at a space, else wherever the row is full: inside a word ("เท่ากั|บ"). ICU4X's line
//! segmenter finds the word boundaries with its model for Thai (and Lao, Khmer and
//! Burmese); a paragraph laid out here gets a break opportunity at each of them, a space
//! in a font too small to see, so egui breaks there and only there.
//!
//! Only the laid-out text gets them: the message, what is saved, copied or announced stay
//! as they were (the label is not selectable and tells a screen reader the plain words).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use egui::text::{ByteIndex, LayoutJob, LayoutSection};
use egui::{Align, FontSelection, Response, Role, Ui, WidgetInfo, WidgetText};
use egui::{Galley, TextStyle};
use icu_segmenter::LineSegmenter;
use icu_segmenter::options::LineBreakOptions;

/// Words the game's Thai uses that the model splits but a reader takes as one: a line
/// never breaks inside them ("equal to", "together", "a single one", "exactly").
const KEPT_WHOLE: &[&str] = &["เท่ากับ", "รวมกัน", "ตัวเดียว", "พอดี"];

/// The size of the space that marks a break opportunity: a fraction of a pixel wide.
const BREAK_SIZE: f32 = 0.5;

/// Whether `c` is written in a script with no spaces between its words.
fn is_unspaced(c: char) -> bool {
    matches!(c,
        '\u{0E00}'..='\u{0E7F}'   // Thai
        | '\u{0E80}'..='\u{0EFF}' // Lao
        | '\u{1000}'..='\u{109F}' // Myanmar
        | '\u{1780}'..='\u{17FF}' // Khmer
    )
}

/// Whether `text` holds any letter that needs this.
pub fn needs_breaks(text: &str) -> bool {
    text.chars().any(is_unspaced)
}

/// The byte offsets inside `text` where a line may break between two words of an
/// unspaced script: never at a space (egui breaks there anyway), never at either end,
/// never inside [`KEPT_WHOLE`].
pub fn break_points(text: &str) -> Vec<usize> {
    if !needs_breaks(text) {
        return Vec::new();
    }
    static CACHE: OnceLock<Mutex<HashMap<String, Vec<usize>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(found) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(text) {
        return found.clone();
    }
    let found = segment(text);
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    // The window's paragraphs are a few hundred; a language switch may double them.
    if cache.len() > 2000 {
        cache.clear();
    }
    cache.insert(text.to_string(), found.clone());
    found
}

fn segment(text: &str) -> Vec<usize> {
    let kept: Vec<(usize, usize)> = KEPT_WHOLE
        .iter()
        .flat_map(|w| text.match_indices(w).map(|(at, w)| (at, at + w.len())))
        .collect();
    LineSegmenter::new_lstm(LineBreakOptions::default())
        .segment_str(text)
        .filter(|&at| {
            let before = text[..at].chars().next_back();
            let after = text[at..].chars().next();
            match (before, after) {
                (Some(b), Some(a)) => {
                    !b.is_whitespace()
                        && !a.is_whitespace()
                        && (is_unspaced(b) || is_unspaced(a))
                        && !kept.iter().any(|&(s, e)| s < at && at < e)
                }
                _ => false,
            }
        })
        .collect()
}

/// `job` with a break opportunity at each of `breaks` (byte offsets into its text, in
/// order): a space whose font is too small to see, in the format of the text around it.
pub fn with_breaks(job: &LayoutJob, breaks: &[usize]) -> LayoutJob {
    let mut out = LayoutJob {
        text: String::with_capacity(job.text.len() + breaks.len()),
        sections: Vec::with_capacity(job.sections.len() + 2 * breaks.len()),
        ..job.clone()
    };
    let mut next = breaks.iter().copied().peekable();
    for section in &job.sections {
        let mut start = section.byte_range.start.0;
        let end = section.byte_range.end.0;
        let mut leading_space = section.leading_space;
        loop {
            let cut = next.peek().copied().filter(|&b| b < end);
            let piece_end = cut.unwrap_or(end).max(start);
            if piece_end > start {
                let from = out.text.len();
                out.text.push_str(&job.text[start..piece_end]);
                out.sections.push(LayoutSection {
                    leading_space,
                    byte_range: ByteIndex(from)..ByteIndex(out.text.len()),
                    format: section.format.clone(),
                });
                leading_space = 0.0;
            }
            let Some(at) = cut else { break };
            next.next();
            if at < start {
                continue;
            }
            let from = out.text.len();
            out.text.push(' ');
            let mut format = section.format.clone();
            format.font_id.size = BREAK_SIZE;
            out.sections.push(LayoutSection {
                leading_space: 0.0,
                byte_range: ByteIndex(from)..ByteIndex(out.text.len()),
                format,
            });
            start = piece_end;
        }
    }
    out
}

/// `text` laid out to wrap at `width` (in the body style unless it says otherwise), its
/// Thai breaking between words; for screens that measure a paragraph before they show it
/// (with [`show`]).
pub fn galley(ui: &Ui, text: impl Into<WidgetText>, width: f32) -> Arc<Galley> {
    let text = text.into();
    let breaks = break_points(text.text());
    let job = text.into_layout_job(ui.style(), TextStyle::Body.into(), Align::Center);
    let mut job = if breaks.is_empty() {
        Arc::unwrap_or_clone(job)
    } else {
        with_breaks(&job, &breaks)
    };
    job.wrap.max_width = width;
    ui.fonts_mut(|f| f.layout_job(job))
}

/// Shows a paragraph laid out by [`galley`], named `plain` (its words without the break
/// opportunities) for screen readers.
pub fn show(ui: &mut Ui, galley: Arc<Galley>, plain: &str) -> Response {
    let response = ui.add(egui::Label::new(galley).selectable(false));
    let enabled = ui.is_enabled();
    response.widget_info(|| WidgetInfo::labeled(Role::Label, enabled, plain));
    response
}

/// A wrapped label whose Thai breaks only between words; any other text is an ordinary
/// label.
pub fn label(ui: &mut Ui, text: impl Into<WidgetText>) -> Response {
    let text = text.into();
    let plain = text.text().to_string();
    let breaks = break_points(&plain);
    if breaks.is_empty() {
        return ui.add(egui::Label::new(text).wrap());
    }
    let job = text.into_layout_job(ui.style(), FontSelection::Default, Align::Center);
    let response = ui.add(
        egui::Label::new(with_breaks(&job, &breaks))
            .wrap()
            .selectable(false),
    );
    let enabled = ui.is_enabled();
    response.widget_info(|| WidgetInfo::labeled(Role::Label, enabled, &plain));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Thai tutorial's words on moving (tutorial-move-intro).
    const MOVE_INTRO: &str =
        "เบี้ยเดินไปข้างหน้าตามเส้นทางเท่ากับแต้มที่ทอยได้พอดี และการทอยหนึ่งครั้งเดินเบี้ยได้ตัวเดียว ทอยเลย";

    fn pieces(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        let mut last = 0;
        for at in break_points(text).into_iter().chain([text.len()]) {
            out.push(&text[last..at]);
            last = at;
        }
        out
    }

    #[test]
    fn a_thai_phrase_breaks_between_its_words_only() {
        let tutorial = crate::i18n::message(crate::i18n::Lang::Th, "tutorial-move-intro", None);
        assert_eq!(MOVE_INTRO, tutorial, "the phrase is the Thai tutorial's");
        let words: Vec<&str> = pieces(MOVE_INTRO)
            .iter()
            .flat_map(|p| p.split(' '))
            .filter(|w| !w.is_empty())
            .collect();
        assert_eq!(
            words,
            [
                "เบี้ย",
                "เดิน",
                "ไป",
                "ข้าง",
                "หน้า",
                "ตาม",
                "เส้นทาง",
                "เท่ากับ",
                "แต้ม",
                "ที่",
                "ทอย",
                "ได้",
                "พอดี",
                "และ",
                "การ",
                "ทอย",
                "หนึ่ง",
                "ครั้ง",
                "เดินเบี้ย",
                "ได้",
                "ตัวเดียว",
                "ทอย",
                "เลย"
            ]
        );
        let joined = "ยืนรวมกันได้ เท่ากับ ตัวเดียว";
        for at in break_points(joined) {
            for kept in ["รวมกัน", "เท่ากับ", "ตัวเดียว"]
            {
                for (s, w) in joined.match_indices(kept) {
                    assert!(!(s < at && at < s + w.len()), "a break inside {kept}");
                }
            }
        }
    }

    #[test]
    fn other_scripts_get_no_breaks() {
        assert!(break_points("Throw the two long dice").is_empty());
        assert!(break_points("இரண்டு நீண்ட கட்டைகளை உருட்டுங்கள்").is_empty());
        // A Thai word beside a Latin one breaks only at the space between them.
        assert!(break_points("ข้อ D1").is_empty());
    }

    #[test]
    fn breaks_are_spaces_only_in_the_laid_out_job() {
        let mut job = LayoutJob::default();
        job.append("ab", 0.0, egui::TextFormat::default());
        job.append("cd", 0.0, egui::TextFormat::default());
        let spaced = with_breaks(&job, &[1, 2, 3]);
        assert_eq!(spaced.text, "a b c d");
        let sizes: Vec<f32> = spaced
            .sections
            .iter()
            .map(|s| s.format.font_id.size)
            .collect();
        let normal = egui::TextFormat::default().font_id.size;
        assert_eq!(
            sizes,
            [
                normal, BREAK_SIZE, normal, BREAK_SIZE, normal, BREAK_SIZE, normal
            ]
        );
        assert_eq!(job.text, "abcd", "the message itself is untouched");
    }

    /// Laid out in a narrow column, no row of the Thai tutorial's words ends inside a word.
    #[test]
    fn a_narrow_thai_paragraph_wraps_at_word_boundaries() {
        let ctx = egui::Context::default();
        crate::widgets::fonts::install(&ctx);
        let mut first = ctx.run_ui(Default::default(), |_| {});
        first.textures_delta.clear();
        let mut job = LayoutJob::default();
        job.append(
            MOVE_INTRO,
            0.0,
            egui::TextFormat::simple(egui::FontId::proportional(16.0), egui::Color32::WHITE),
        );
        let breaks = break_points(MOVE_INTRO);
        for width in [120.0, 180.0, 260.0] {
            let mut spaced = with_breaks(&job, &breaks);
            spaced.wrap.max_width = width;
            let chars: Vec<char> = spaced.text.chars().collect();
            let galley = ctx.fonts_mut(|f| f.layout_job(spaced));
            assert!(galley.rows.len() > 1, "{width}: wraps");
            let mut ends = vec![];
            let mut sum = 0;
            for word in pieces(MOVE_INTRO).iter().flat_map(|p| p.split(' ')) {
                sum += word.len();
                ends.push(sum);
            }
            // A row holds a glyph per character (a shaped cluster's marks included).
            let (mut at, mut next) = (0, 0);
            for row in &galley.rows {
                let count = row.glyphs.len();
                let text: String = chars[next..next + count].iter().collect();
                next += count;
                let text = text.replace(' ', "");
                at += text.len();
                assert!(
                    ends.contains(&at),
                    "{width}: the row {text:?} ends inside a word"
                );
            }
        }
    }
}
