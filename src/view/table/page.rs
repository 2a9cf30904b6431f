//! The whole page's state: the picker's settings, the match at the table and the one left
//! for the picker, with its action enum and its pure reducer.

use super::{TableAction, TableState};
use crate::view::link::{LinkAsks, LinkError};
use crate::view::settings::{Settings, SettingsChange};
use crate::view::stats::{MatchResult, Stats, StatsStep};
use std::fmt::Display;

/// Something the person (or the app on their behalf) does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Change a choice in the picker (or the computer's speed during play).
    Settings(SettingsChange),
    /// Start a match with the picker's choices, dealt from this seed (a seed from the
    /// page's link is used instead, once).
    Start(u64),
    /// Leave the table for the picker; the match waits there, offered back until
    /// another one starts.
    Quit,
    /// Go back to the match left for the picker.
    Resume,
    /// Hide the notice.
    DismissNotice,
    /// The AI worker was given up, for this reason: the computer players play at the easy
    /// level from now on, worked out on the page.
    AiFailed(String),
    /// Something done at the table.
    Table(TableAction),
    /// Open or close the statistics panel, ask whether to erase them, or erase them
    /// (once asked).
    Stats(StatsStep),
    /// A replay control, or a record opened (see [`crate::view::replay`]).
    Replay(crate::view::replay::ReplayStep),
    /// The review of the hand `hand` of the match dealt from `seed`: asked for (`None`),
    /// or the AI worker's answer (see [`crate::view::review`]).
    Review {
        /// The match's seed.
        seed: u64,
        /// The hand's number.
        hand: usize,
        /// The worker's answer, once it came.
        answer: Option<Result<String, String>>,
    },
}

/// The whole page: the picker's settings and, during a match, the table.
#[derive(Clone, Debug)]
pub struct AppState {
    /// The picker's choices.
    pub settings: Settings,
    /// A message for the person (damaged saved settings, a bad link...).
    pub notice: Option<String>,
    /// A seed named by the page's link, used by the next match started.
    pub link_seed: Option<u64>,
    /// The match being played, if any.
    pub table: Option<TableState>,
    /// The match left for the picker (still the saved one): the picker offers it back,
    /// and Start replaces it.
    pub paused: Option<TableState>,
    /// Why the computer players fell back to the easy level, if they did (no AI worker).
    pub ai_fallback: Option<String>,
    /// Your statistics: a match is added when a move at the table ends it (so a match
    /// already over when the page opened is not counted twice), unless it was played on
    /// from a record.
    pub stats: Stats,
    /// Whether the statistics panel is open (or asking whether to erase them).
    pub stats_shown: StatsStep,
    /// The replay on screen, if any: its own copy of a match, never the live one.
    pub replay: Option<crate::view::replay::Replay>,
    /// The hand review asked for: the match's seed, the hand's number, and how far it
    /// got.
    pub review: Option<(u64, usize, crate::view::review::ReviewState)>,
}

impl AppState {
    /// The picker with `settings`, a notice to show, and a seed from the link.
    pub fn new(settings: Settings, notice: Option<String>, link_seed: Option<u64>) -> AppState {
        AppState {
            settings,
            notice,
            link_seed,
            table: None,
            paused: None,
            ai_fallback: None,
            stats: Stats::default(),
            stats_shown: StatsStep::Close,
            replay: None,
            review: None,
        }
    }

    /// The page as it opens, from the saved `settings` (with a notice if they were
    /// damaged), what the page's `link` asks for, and the `saved` match, if any:
    ///
    /// - a link to a deal starts it at once, with the link's game in the picker; but
    ///   with a match in progress, the picker waits with the link's game and seed set,
    ///   so Start plays the shared deal and nothing is lost without asking;
    /// - a broken link shows the picker with a notice saying what was wrong;
    /// - a link with only a seed shows the picker, which deals that seed on Start;
    /// - where the picker shows, it offers the saved match back;
    /// - otherwise the saved match is restored where it was.
    ///
    /// A saved match that cannot be restored gives a notice saying why, whatever the
    /// link.
    pub fn opening(
        settings: Settings,
        settings_notice: Option<String>,
        link: Result<LinkAsks, LinkError>,
        saved: Option<Result<TableState, impl Display>>,
    ) -> AppState {
        let mut notices: Vec<String> = settings_notice.into_iter().collect();
        let mut app = AppState::new(settings, None, None);
        let saved = match saved {
            Some(Ok(table)) => Some(table),
            Some(Err(err)) => {
                notices.push(err.to_string());
                None
            }
            None => None,
        };
        match link {
            Err(err) => {
                notices.push(err.to_string());
                app.paused = saved;
            }
            Ok(LinkAsks::Seed(seed)) => {
                app.link_seed = Some(seed);
                app.paused = saved;
            }
            Ok(LinkAsks::Deal(deal)) => {
                app.settings = deal.apply_to(&app.settings);
                if saved.is_some() {
                    app.link_seed = Some(deal.seed);
                    app.paused = saved;
                    notices.push(
                        "The shared deal is ready: press Start to play it. Your match in \
                         progress is kept until then."
                            .into(),
                    );
                } else {
                    app = app.reduce(Action::Start(deal.seed));
                }
            }
            Ok(LinkAsks::Nothing) => app.table = saved,
        }
        app.notice = (!notices.is_empty()).then(|| notices.join(" "));
        app
    }

    /// The page with the stored statistics, and the notice given when they could not be
    /// read (see [`crate::view::stats::load`]) after any other.
    pub fn with_stats(mut self, (stats, notice): (Stats, Option<String>)) -> AppState {
        self.stats = stats;
        if let Some(n) = notice {
            self.notice = Some(match self.notice.take() {
                Some(before) => before + " " + &n,
                None => n,
            });
        }
        self
    }

    /// The review of the hand on the table, if one was asked for.
    pub fn review_shown(&self) -> Option<crate::view::review::ReviewState> {
        let t = self.table.as_ref()?;
        let (seed, hand, state) = self.review.as_ref()?;
        ((t.game().seed(), t.hand_number()) == (*seed, *hand)).then(|| state.clone())
    }

    /// The state after `action`.
    pub fn reduce(&self, action: Action) -> AppState {
        let mut next = self.clone();
        match action {
            Action::Settings(change) => next.settings = self.settings.apply(&change),
            Action::Start(seed) => match self.settings.variant() {
                Ok(variant) => {
                    let seed = next.link_seed.take().unwrap_or(seed);
                    let s = &self.settings;
                    // Indexed by seat; your own entry (seat 0) is never used.
                    let levels = [s.level(1), s.level(1), s.level(2), s.level(3)];
                    next.table = Some(TableState::new(variant, levels, seed));
                    next.paused = None;
                    // Earlier notices are about the picker, except the AI's fallback.
                    next.notice = self.ai_fallback.as_deref().map(fallback_notice);
                }
                Err(err) => next.notice = Some(format!("This game cannot start: {err}.")),
            },
            Action::Quit => {
                if let Some(table) = next.table.take() {
                    next.paused = Some(table);
                }
            }
            // The picker's notices (a shared deal waiting for Start, a broken link) are
            // read there: back at the table only the AI's fallback still holds.
            Action::Resume => {
                if let Some(table) = next.paused.take() {
                    next.table = Some(table);
                    next.notice = self.ai_fallback.as_deref().map(fallback_notice);
                }
            }
            Action::DismissNotice => next.notice = None,
            Action::AiFailed(why) => {
                next.notice = Some(fallback_notice(&why));
                next.ai_fallback = Some(why);
            }
            // Undo only while the option is on.
            Action::Table(super::TableAction::Undo) if !self.settings.allow_undo => {}
            Action::Table(action) => {
                if let Some(table) = &self.table {
                    let after = table.reduce(action);
                    // A match played on from a record is not yours from its start.
                    if !table.game().is_over() && !table.played_on() {
                        if let Some(result) = MatchResult::of(&after) {
                            next.stats.record(&result);
                        }
                    }
                    next.table = Some(after);
                }
            }
            Action::Stats(StatsStep::Erase) => {
                if self.stats_shown == StatsStep::Ask {
                    next.stats = Stats::default();
                    next.stats_shown = StatsStep::Open;
                }
            }
            Action::Stats(step) => next.stats_shown = step,
            Action::Replay(step) => return self.replay_step(step),
            Action::Review { seed, hand, answer } => {
                use crate::view::review::{review_state, ReviewState};
                let Some(t) = &self.table else {
                    return next;
                };
                if (t.game().seed(), t.hand_number()) != (seed, hand) {
                    return next;
                }
                let asked = self
                    .review
                    .as_ref()
                    .is_some_and(|r| (r.0, r.1) == (seed, hand));
                next.review = match answer {
                    None => Some((seed, hand, ReviewState::Working)),
                    Some(a) if asked => Some((seed, hand, review_state(t, a))),
                    Some(_) => return next,
                };
            }
        }
        next
    }
}

/// What the page says when the computer players fall back to the easy level.
fn fallback_notice(why: &str) -> String {
    format!(
        "The computer players' thinking helper failed ({why}), so they play at the easy \
         level for the rest of this visit."
    )
}
