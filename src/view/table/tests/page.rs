//! The page's reducer: opening on a link or a saved match, the AI's fallback, leaving
//! for the picker and coming back.

use super::*;

#[test]
fn the_page_opens_on_a_link_a_saved_match_or_the_picker() {
    use crate::view::link::read_link;
    let settings = Settings::default();
    let saved = || {
        let t = jamaican(8).reduce(TableAction::Move(Move::Pass));
        Some(Ok::<_, SavedError>(t))
    };
    // A shared deal starts at once, in its own game, when nothing was saved.
    let deal = "?game=allfives&players=2&set=6&seed=77&levels=hard&muggins=on";
    let app = AppState::opening(
        settings.clone(),
        None,
        read_link(deal),
        None::<Result<TableState, SavedError>>,
    );
    let table = app.table.as_ref().expect("a table");
    assert_eq!(table.game().seed(), 77);
    assert_eq!(table.game().variant().rule("muggins"), "on");
    assert_eq!(table.level(Seat::new(1)), Level::Hard);
    assert_eq!(app.settings.family, Family::AllFives);
    assert_eq!(app.notice, None);
    // With a match in progress, the shared deal waits on the picker: Start plays it,
    // Back to the match returns to the saved one.
    let app = AppState::opening(settings.clone(), None, read_link(deal), saved());
    assert!(app.table.is_none());
    assert_eq!(app.settings.family, Family::AllFives);
    assert_eq!(app.paused.as_ref().map(|t| t.game().seed()), Some(8));
    assert!(app
        .notice
        .as_ref()
        .unwrap()
        .contains("shared deal is ready"));
    let shared = app
        .reduce(Action::Start(99))
        .table
        .expect("the shared deal");
    assert_eq!(shared.game().seed(), 77);
    assert_eq!(shared.game().variant().rule("muggins"), "on");
    let back = app.reduce(Action::Resume);
    assert_eq!(back.table.as_ref().map(|t| t.game().seed()), Some(8));
    // The notice asking for Start does not follow you back to the table (a playtest
    // found it covering the seats).
    assert_eq!(back.notice, None);
    // A save that cannot be restored is announced whatever the link.
    let bad = || Some(Err(SavedError::OtherVersion(0)));
    for link in ["?game=chess", "?seed=5", deal] {
        let app = AppState::opening(settings.clone(), None, read_link(link), bad());
        let notice = app.notice.unwrap_or_default();
        assert!(
            notice.contains("The match you were playing"),
            "{link}: {notice}"
        );
    }
    // A broken link: the picker and what was wrong, with the saved match offered.
    let app = AppState::opening(settings.clone(), None, read_link("?game=chess"), saved());
    assert!(app.table.is_none());
    assert_eq!(app.paused.as_ref().map(|t| t.game().seed()), Some(8));
    assert!(app.notice.unwrap().contains("no game 'chess'"));
    // A seed alone: the picker, which deals it on Start.
    let app = AppState::opening(settings.clone(), None, read_link("?seed=5"), saved());
    assert!(app.table.is_none());
    assert!(app.paused.is_some());
    assert_eq!(
        app.reduce(Action::Start(99)).table.unwrap().game().seed(),
        5
    );
    // No link: the saved match, or the notice of why it could not be restored.
    let app = AppState::opening(settings.clone(), None, read_link(""), saved());
    assert_eq!(app.table.unwrap().game().seed(), 8);
    let bad = Some(Err(SavedError::OtherVersion(0)));
    let notice = Some("Saved settings were damaged.".to_string());
    let app = AppState::opening(settings, notice, read_link(""), bad);
    assert!(app.table.is_none());
    let text = app.notice.unwrap();
    assert!(text.starts_with("Saved settings were damaged. The match you were playing"));
}

#[test]
fn a_failed_ai_worker_is_announced_and_stays_announced_in_the_next_match() {
    let app = AppState::new(Settings::default(), None, None);
    let app = app.reduce(Action::AiFailed("it could not load".into()));
    let notice = app.notice.clone().expect("a notice");
    assert!(notice.contains("it could not load") && notice.contains("easy level"));
    let app = app.reduce(Action::DismissNotice).reduce(Action::Start(5));
    assert_eq!(app.notice.as_ref(), Some(&notice));
    assert!(app.ai_fallback.is_some());
    // And back at the table from the picker.
    let back = app
        .reduce(Action::Quit)
        .reduce(Action::DismissNotice)
        .reduce(Action::Resume);
    assert_eq!(back.notice.as_ref(), Some(&notice));
    let fresh = AppState::new(Settings::default(), Some("a bad link".into()), None);
    assert_eq!(fresh.reduce(Action::Start(5)).notice, None);
}

#[test]
fn change_game_keeps_the_match_until_start() {
    let settings = Settings::default().apply(&SettingsChange::Pace(Pace::Instant));
    let mut app = AppState::new(settings, None, None).reduce(Action::Start(7));
    for _ in 0..12 {
        let t = app.table.as_ref().expect("a match");
        let action = t.first_choice().expect("a move");
        app = app.reduce(Action::Table(action));
    }
    let playing = app.table.clone().expect("a match");
    // Change game: the picker, with the match kept aside.
    let picker = app.reduce(Action::Quit);
    assert!(picker.table.is_none());
    let kept = picker.paused.as_ref().expect("the match is kept");
    assert_eq!(kept.to_saved(), playing.to_saved());
    // Choices changed in the picker do not touch it; Back returns to it as it was.
    let picker = picker.reduce(Action::Settings(SettingsChange::Family(Family::Matador)));
    let back = picker.reduce(Action::Resume);
    assert!(back.paused.is_none());
    let table = back.table.as_ref().expect("back at the match");
    assert_eq!(table.screen(), playing.screen());
    assert_eq!(table.to_saved(), playing.to_saved());
    // Start replaces it with the picker's game.
    let fresh = picker.reduce(Action::Start(9));
    assert!(fresh.paused.is_none());
    let table = fresh.table.as_ref().expect("a new match");
    assert_eq!(table.game().variant().family(), Family::Matador);
    assert_eq!(table.game().seed(), 9);
    // Nothing to go back to: nothing happens.
    let none = AppState::new(Settings::default(), None, None).reduce(Action::Resume);
    assert!(none.table.is_none() && none.paused.is_none());
}

#[test]
fn the_picker_starts_a_match_once_from_the_links_seed() {
    let settings = Settings::default().apply(&SettingsChange::Pace(Pace::Instant));
    let app = AppState::new(settings, None, Some(42));
    let app = app.reduce(Action::Settings(SettingsChange::Family(Family::Matador)));
    let playing = app.reduce(Action::Start(7));
    let t = playing.table.as_ref().expect("a match");
    assert_eq!(t.game().seed(), 42);
    assert_eq!(t.game().variant().family(), Family::Matador);
    assert_eq!(playing.link_seed, None);
    let picker = playing.reduce(Action::Quit);
    assert!(picker.table.is_none());
    let again = picker.reduce(Action::Start(7));
    assert_eq!(again.table.as_ref().expect("a match").game().seed(), 7);
    // Table actions without a table do nothing; settings can change during play.
    assert!(picker
        .reduce(Action::Table(TableAction::NextHand))
        .table
        .is_none());
    let slower = again.reduce(Action::Settings(SettingsChange::Pace(Pace::Slow)));
    assert_eq!(slower.settings.pace, Pace::Slow);
    assert!(slower.table.is_some());
    let notice = AppState::new(Settings::default(), Some("x".into()), None);
    assert_eq!(notice.reduce(Action::DismissNotice).notice, None);
}
