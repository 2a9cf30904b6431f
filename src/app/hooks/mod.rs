//! Hooks: where the app meets the browser (the URL, local storage, timers, the window's
//! size and scroll, keyboard focus and shortcuts, sound and vibration). Components and
//! the reducer stay free of side effects.

mod hint;
mod review;
mod shortcuts;
mod sound;
mod stats;
mod timing;
mod use_ai_worker;
mod use_auto_moves;
mod use_board_size;
mod use_computer_turns;
mod use_focus;
mod use_link;
mod use_saved_match;
mod use_slide_hold;
mod use_start_stage;
mod use_stored_settings;
mod use_top_on_table;

pub use hint::hint_callback;
pub use review::review_callback;
pub use shortcuts::listen_for_shortcuts;
pub use sound::{play_sounds, remember, sound_on, vibrate_on, SOUND_KEY, VIBRATE_KEY};
pub use stats::{load_stats, save_stats};
pub use timing::{log_timing, TIMING_KEY};
pub use use_ai_worker::{use_ai_worker, AiWorker, WorkerAnswer};
pub use use_auto_moves::{use_auto_moves, AUTO_MOVE_MS};
pub use use_board_size::use_board_size;
pub use use_computer_turns::{use_computer_turns, THINK_MS};
pub use use_focus::{
    focus_quietly, listen_for_input, use_focus_first, use_focus_when_idle, HAND_STOP,
};
pub use use_link::{query, random_seed, share_url, take_link};
pub use use_saved_match::{load_saved_match, use_save_match};
pub use use_slide_hold::use_slide_hold;
pub use use_start_stage::use_start_stage;
pub use use_stored_settings::{load_settings, settings_saved_before, use_save_settings};
pub use use_top_on_table::use_top_on_table;
