r"""The browser's words: every sentence and label the scripts of ``docs/assets/pygames/`` show, in
English and French, one table (``SAY``). The build writes the table of a page's language into the
page (:func:`words_block`, ``overrides/main.html``); ``words.js`` reads it there, so that no script
holds a sentence of its own.

French is written below with plain spaces; :func:`french` puts the narrow no-break space of French
typography before ``; : ? !`` and inside « ».

>>> SAY("result_wins", side="South")
'South wins.'
>>> french("Qui joue ? « Sud »") == "Qui joue" + NARROW + "? «" + NARROW + "Sud" + NARROW + "»"
True
>>> page_language("congeners/rules.fr.md"), page_language("docs/congeners/rules.md")
('fr', 'en')
>>> site_path("docs/congeners/rules.fr.md"), site_path("docs/index.md")
('fr/congeners/rules.md', 'index.md')
"""

from __future__ import annotations

import json
import re

from pygames.game import NARROW, NUMBER_SIGNS, Words

# For each language, the numbers that take the singular (counted() in words.js).
SINGULAR = {"en": [1], "fr": [0, 1]}


def french(text: str) -> str:
    """French typography: a narrow no-break space before ``; : ? !`` and inside « », for a plain one."""
    text = re.sub(r" ([;:?!»])", NARROW + r"\1", text)
    return text.replace("« ", "«" + NARROW)


LANGUAGES = ("en", "fr")  # the site's editions: English at the root, each other one in a folder of its name


def page_language(page: str) -> str:
    """The language of a page, from its source's name: ``X.fr.md`` is the French twin of ``X.md``."""
    for lang in LANGUAGES[1:]:
        if page.endswith(f".{lang}.md"):
            return lang
    return LANGUAGES[0]


def site_path(page: str) -> str:
    """Where a page's source (``docs/X.md``, ``docs/X.fr.md``) stands in the built site, as a source
    path: ``X.md``, ``fr/X.md`` (for the addresses a page writes relative to itself)."""
    path = page.removeprefix("docs/")
    lang = page_language(path)
    return path if lang == LANGUAGES[0] else f"{lang}/{path.removesuffix(f'.{lang}.md')}.md"


# id: (English, French). Values to fill in are {named}; numbers come formatted for the page's language.
_WORDS = {
    # -- the runtime: starting Python, and why it could not (runtime.js, worker.js, overrides/main.html)
    "fail_file": (
        "pages opened from a file cannot load the Python runtime; serve the site over HTTP to play",
        "une page ouverte depuis un fichier ne peut pas charger Python ; servez le site en HTTP pour jouer"),
    "fail_worker": (
        "this browser could not start the background worker ({error})",
        "ce navigateur n’a pas pu lancer le processus d’arrière-plan ({error})"),
    "fail_runtime_load": ("the Python runtime could not be loaded", "Python n’a pas pu être chargé"),
    "fail_quiet_loading": (
        "nothing arrived for {seconds} seconds while loading {files} ({loaded} of {total} MB in all)",
        "rien n’est arrivé pendant {seconds} secondes en chargeant {files} ({loaded} sur {total} Mo au total)"),
    "fail_quiet_nothing": (
        "nothing arrived for {seconds} seconds: Python's files did not start to come",
        "rien n’est arrivé pendant {seconds} secondes : les fichiers de Python n’ont pas commencé à venir"),
    "fail_quiet_start": (
        "Python did not finish starting within {seconds} seconds of its files' arrival",
        "Python n’a pas fini de démarrer dans les {seconds} secondes suivant l’arrivée de ses fichiers"),
    "fail_download": (
        "the file {path} could not be downloaded (the connection failed)",
        "le fichier {path} n’a pas pu être téléchargé (la connexion a échoué)"),
    "fail_download_offline": (
        "the file {path} could not be downloaded (the device is offline)",
        "le fichier {path} n’a pas pu être téléchargé (l’appareil est hors ligne)"),
    "fail_missing": (
        "the file {path} is missing on the server (HTTP {status})",
        "le fichier {path} manque sur le serveur (HTTP {status})"),
    "fail_cut_off": ("the download of {path} was cut off", "le téléchargement de {path} a été interrompu"),
    "fail_sent_html": (
        "the server sent an HTML page instead of the file {path}",
        "le serveur a envoyé une page HTML au lieu du fichier {path}"),
    "fail_sent_type": (
        'the server sent a file of type "{type}" that is not it instead of the file {path}',
        "le serveur a envoyé un fichier de type « {type} », qui n’est pas le bon, au lieu du fichier {path}"),
    "fail_sent_untyped": (
        "the server sent something else (with no type) instead of the file {path}",
        "le serveur a envoyé autre chose (sans type) au lieu du fichier {path}"),
    "fail_rules": (
        "the rules of {game} could not be loaded (HTTP {status})",
        "les règles de {game} n’ont pas pu être chargées (HTTP {status})"),
    "fail_stdlib": (
        "Python's standard library could not be loaded (HTTP {status})",
        "la bibliothèque standard de Python n’a pas pu être chargée (HTTP {status})"),
    "worker_not_running": (
        "Python is not running, so this board cannot play.",
        "Python ne tourne pas : ce plateau ne peut pas jouer."),
    "not_running": ("Python is not running.", "Python ne tourne pas."),
    "not_running_file": (
        "The next moves need Python, which a page opened from a file cannot start: serve the site over HTTP to play on.",
        "Les coups suivants demandent Python, qu’une page ouverte depuis un fichier ne peut pas lancer : "
        "servez le site en HTTP pour continuer."),
    "still_pictures": (
        "The boards on this page are still pictures: {reason}. {advice}",
        "Les plateaux de cette page restent des images : {reason}. {advice}"),
    "advice_file": (
        "To play, serve the site folder over HTTP (for example: python3 -m http.server --directory site 8000).",
        "Pour jouer, servez le dossier du site en HTTP (par exemple : python3 -m http.server --directory site 8000)."),
    "advice_network": (
        "The text and the diagrams are all here. Check the connection, then reload the page to try again.",
        "Le texte et les diagrammes sont tous là. Vérifiez la connexion, puis rechargez la page pour réessayer."),
    "advice_host": (
        "The text and the diagrams are all here. Reload the page to try again; if it keeps happening, whoever "
        "runs this site should copy that file again from the built site folder, unchanged, so that the server "
        "sends it as it is.",
        "Le texte et les diagrammes sont tous là. Rechargez la page pour réessayer ; si cela se reproduit, "
        "la personne qui tient ce site doit copier de nouveau ce fichier depuis le dossier du site construit, "
        "sans le modifier, pour que le serveur l’envoie tel quel."),
    "advice_browser": (
        "The text and the diagrams are all here; a recent Firefox, Chrome, Edge or Safari can play them.",
        "Le texte et les diagrammes sont tous là ; un Firefox, Chrome, Edge ou Safari récent sait les jouer."),
    "advice_other": (
        "The text and the diagrams are all here. Reload the page to try again.",
        "Le texte et les diagrammes sont tous là. Rechargez la page pour réessayer."),
    "file_notice_prepared": (
        "Opened from a file, this page's puzzles can be solved and its diagrams play their first move, but "
        "nothing more: a page opened from a file cannot start the Python runtime that plays on. {how}",
        "Ouverte depuis un fichier, cette page permet de résoudre ses problèmes et ses diagrammes jouent leur "
        "premier coup, mais rien de plus : une page ouverte depuis un fichier ne peut pas lancer Python, "
        "qui joue la suite. {how}"),
    "file_notice": (
        "The boards on this page are still pictures: a page opened from a file cannot start the Python "
        "runtime that makes them playable. {how}",
        "Les plateaux de cette page restent des images : une page ouverte depuis un fichier ne peut pas "
        "lancer Python, qui les rend jouables. {how}"),
    "file_notice_how": (
        "To play, serve the site folder over HTTP, for example with: "
        "python3 -m http.server --directory site 8000 — then open {address}.",
        "Pour jouer, servez le dossier du site en HTTP, par exemple avec : "
        "python3 -m http.server --directory site 8000 — puis ouvrez {address}."),
    "progress_loading": ("Loading Python: {loaded} of {total} MB", "Chargement de Python : {loaded} sur {total} Mo"),
    "progress_loading_unknown": ("Loading Python…", "Chargement de Python…"),
    "progress_installing": ("Installing the rules…", "Installation des règles…"),
    "progress_starting": ("Starting Python…", "Démarrage de Python…"),
    "boot_bar": ("Starting the interactive board", "Démarrage du plateau interactif"),
    "boot_making": ("Making this board playable.", "Préparation de ce plateau."),
    "boot_puzzle": (
        "This puzzle can be solved now; other moves wait for the rest, which is loading.",
        "Ce problème peut déjà être résolu ; les autres coups attendent la suite, en cours de chargement."),
    "boot_first_move": (
        "Its first move plays now; the next ones are loading.",
        "Son premier coup se joue déjà ; les suivants sont en cours de chargement."),
    "both": ("{a} and {b}", "{a} et {b}"),
    # -- boards (board.js, zoom.js, figure.js, and each kind of board)
    "pending_place": ("{place} will be played as soon as the board is ready.",
                      "{place} sera joué dès que le plateau sera prêt."),
    "pending_move": ("Your move will be played as soon as the board is ready.",
                     "Votre coup sera joué dès que le plateau sera prêt."),
    "zoom_whole": ("See the whole board", "Voir tout le plateau"),
    "zoom_in": ("Zoom in", "Agrandir"),
    "diagram_controls": ("Diagram controls", "Commandes du diagramme"),
    "board_controls": ("Board controls", "Commandes du plateau"),
    "game_controls": ("Game controls", "Commandes de la partie"),
    "reset": ("Reset", "Recommencer"),
    "cancel": ("Cancel (Esc)", "Annuler (Échap)"),
    "cancelled": ("Cancelled. {status}", "Annulé. {status}"),
    "nothing_selected": ("Nothing selected. {status}", "Rien de sélectionné. {status}"),
    "move_status": ("{move}: {status}", "{move} : {status}"),
    "step_status": ("{move}. {status}", "{move}. {status}"),
    "take_colour": ("Second player takes {colour}", "Le second joueur prend les {colour}"),
    "colour_black": ("Black", "Noirs"),
    "colour_white": ("White", "Blancs"),
    "try_again": ("{status} (press Reset to try again)", "{status} (appuyez sur Recommencer pour réessayer)"),
    "passes": ("{side} has no legal turn and passes.", "{side} n’a aucun tour possible et passe."),
    "passed": ("{side} had no legal turn and passed. {status}", "{side} n’avait aucun tour possible et a passé. {status}"),
    "side_black": ("Black", "Noir"),
    "side_white": ("White", "Blanc"),
    "tile_controls": ("Tile controls", "Commandes de la tuile"),
    "turn_tile": ("Turn the tile (R)", "Tourner la tuile (R)"),
    "place_tile": ("Place it (Enter)", "La poser (Entrée)"),
    "no_tile_there": ("{place}: no tile can go there now.", "{place} : aucune tuile ne peut aller là pour l’instant."),
    "preview_turns": (
        "Preview: {tile}. R or another click turns it ({n} ways); Enter places it, Escape cancels.",
        "Aperçu : {tile}. R ou un autre clic la tourne ({n} façons) ; Entrée la pose, Échap annule."),
    "preview_one_way": (
        "Preview: {tile}. this is the only way it fits here; Enter places it, Escape cancels.",
        "Aperçu : {tile}. c’est la seule façon dont elle tient ici ; Entrée la pose, Échap annule."),
    "tile_placed": ("{move} placed. {status}", "{move} posée. {status}"),
    "actions_left": ("Actions left, reserves and lost seeds", "Actions restantes, réserves et graines perdues"),
    "actions_group": ("Actions (arrow keys between them)", "Actions (flèches pour passer de l’une à l’autre)"),
    "replay_turn": ("Replay turn", "Rejouer le tour"),
    "skip_to_end": ("Skip to the end", "Aller à la fin"),
    "speed": ("Speed ", "Vitesse "),
    "speed_slow": ("Slow", "Lente"),
    "speed_normal": ("Normal", "Normale"),
    "speed_fast": ("Fast", "Rapide"),
    "speed_instant": ("Instant", "Instantanée"),
    "last_turn_log": ("What the last turn did", "Ce qu’a fait le dernier tour"),
    "sowing": ("{move}: sowing…", "{move} : semis…"),
    "sown": ("{move}: {summary} {status}", "{move} : {summary} {status}"),
    "side_played": ("{side} played {move}: {summary} ", "{side} a joué {move} : {summary} "),
    "side_sows": ("{side} sows {move}…", "{side} sème {move}…"),
    # -- the play pages (play.js, history.js, saved.js, game-record.js)
    "moves_title": ("Moves", "Coups"),
    "steps_title": ("Steps played", "Étapes jouées"),
    "tiles_title": ("Tiles placed", "Tuiles posées"),
    "actions_title": ("Actions played", "Actions jouées"),
    "moves_in_order": ("{title}, in order", "{title}, dans l’ordre"),
    "look_back": ("Look back through the moves", "Revoir les coups"),
    "review_first": ("First", "Début"),
    "review_back": ("Back", "Précédent"),
    "review_forward": ("Forward", "Suivant"),
    "review_latest": ("Latest", "Dernier"),
    "move_label": ("{n}. {side}: {move}", "{n}. {side} : {move}"),
    "undo_turn": ("Take back a turn", "Reprendre un tour"),
    "redo_turn": ("Redo a turn", "Rejouer un tour"),
    "new_game": ("New game", "Nouvelle partie"),
    "share_position": ("Share this position", "Partager cette position"),
    "send_game": ("Send to your opponent", "Envoyer à votre adversaire"),
    "link": ("Link", "Lien"),
    "computer_thinking": ("The computer is thinking…", "L’ordinateur réfléchit…"),
    "computer_played": ("The computer played {move} ({time}).", "L’ordinateur a joué {move} ({time})."),
    "milliseconds": ("{n} ms", "{n} ms"),
    "seconds": ("{n} s", "{n} s"),
    "opponent_choice": ("Opponent of a new game", "Adversaire d’une nouvelle partie"),
    "computer_level": ("Computer: {level}", "Ordinateur : {level}"),
    "two_players": ("Two players on this device", "Deux joueurs sur cet appareil"),
    "side_choice": ("Your side in a new game", "Votre camp dans une nouvelle partie"),
    "plays_first": ("{side} (plays first)", "{side} (joue en premier)"),
    "new_game_against": ("New game against ", "Nouvelle partie contre "),
    "you_play": ("You play ", "Vous jouez "),
    "players_computer": ("You: {you}. Computer ({level}): {other}.", "Vous : {you}. Ordinateur ({level}) : {other}."),
    "players_two": ("Two players on this device: {sides} take turns.",
                    "Deux joueurs sur cet appareil : {sides} jouent à tour de rôle."),
    "record_date": ("Date", "Date"),
    "record_result": ("Result", "Résultat"),
    "record_you": ("You", "Vous"),
    "record_computer": ("Computer ({level})", "Ordinateur ({level})"),
    "record_draw": ("Draw", "Nulle"),
    "record_wins": ("{side} wins", "{side} gagne"),
    "option_choice": ("{option} of a new game", "{option} d’une nouvelle partie"),
    "option_usual": ("{value} (usual)", "{value} (habituel)"),
    "option_label": ("New game: {option} ", "Nouvelle partie : {option} "),
    "opened_shared": ("Opened the shared position. {status}", "Position partagée ouverte. {status}"),
    "opened_shared_level": ("Opened the shared position. {status} It does not count in your record.",
                            "Position partagée ouverte. {status} Elle ne compte pas dans votre bilan."),
    "link_game_bad": ("The game in the link can't be opened: {error} Here is your own game instead.",
                      "La partie du lien ne peut pas être ouverte : {error} Voici votre propre partie à la place."),
    "opened_record": ("Opened the game record", "Relevé de partie ouvert"),
    "opened_link": ("Opened the game sent by link", "Partie envoyée par lien ouverte"),
    "opened_move": ("{opened}: {n} move, for two players on this device. {status}",
                    "{opened} : {n} coup, pour deux joueurs sur cet appareil. {status}"),
    "opened_moves": ("{opened}: {n} moves, for two players on this device. {status}",
                     "{opened} : {n} coups, pour deux joueurs sur cet appareil. {status}"),
    "save_not_game": ("it is not a saved game", "ce n’est pas une partie enregistrée"),
    "save_other_version": ("it comes from another version of this page", "elle vient d’une autre version de cette page"),
    "save_wrong_fields": ("some of its fields are missing or wrong", "certains de ses champs manquent ou sont faux"),
    "save_discarded": ("Your saved game could not be restored ({reason}), so a new game has started.",
                       "Votre partie enregistrée n’a pas pu être reprise ({reason}) : une nouvelle partie commence."),
    "game_over": ("The game is over.", "La partie est finie."),
    "result_draw": ("A draw.", "Partie nulle."),
    "result_wins": ("{side} wins.", "{side} gagne."),
    "result_you_win": ("You win!", "Vous gagnez !"),
    "result_you_lose": ("You lose.", "Vous perdez."),
    "result_again": ("Press New game to play again, or look back through the moves below.",
                     "Appuyez sur Nouvelle partie pour rejouer, ou revoyez les coups ci-dessous."),
    "review_at_start": ("Looking back. The start of the game. Press Latest (or End in the list) to return to the game.",
                        "Retour en arrière. Le début de la partie. Appuyez sur Dernier (ou Fin dans la liste) pour revenir à la partie."),
    "review_after": (
        "Looking back. After move {index} of {n}: {side} played {move}. "
        "Press Latest (or End in the list) to return to the game.",
        "Retour en arrière. Après le coup {index} sur {n} : {side} a joué {move}. "
        "Appuyez sur Dernier (ou Fin dans la liste) pour revenir à la partie."),
    "taken_back_move": ("Taken back: {n} move played. {status}", "Repris : {n} coup joué. {status}"),
    "taken_back_moves": ("Taken back: {n} moves played. {status}", "Repris : {n} coups joués. {status}"),
    "played_again_move": ("Played again: {n} move played. {status}", "Rejoué : {n} coup joué. {status}"),
    "played_again_moves": ("Played again: {n} moves played. {status}", "Rejoué : {n} coups joués. {status}"),
    "share_label": ("{label}: ", "{label} : "),
    "link_copied": ("The link is copied. {words}", "Le lien est copié. {words}"),
    "link_copy": ("Copy the link below. {words}", "Copiez le lien ci-dessous. {words}"),
    "link_position": ("Link to this position", "Lien vers cette position"),
    "link_position_words": ("Anyone who opens it gets this position.", "Qui l’ouvre obtient cette position."),
    "link_game": ("Link to this game", "Lien vers cette partie"),
    "link_game_move": ("It carries the whole game ({n} move): whoever opens it sees every move. {next}",
                       "Il contient toute la partie ({n} coup) : qui l’ouvre voit chaque coup. {next}"),
    "link_game_moves": ("It carries the whole game ({n} moves): whoever opens it sees every move. {next}",
                        "Il contient toute la partie ({n} coups) : qui l’ouvre voit chaque coup. {next}"),
    "plays_next": ("{side} plays next.", "{side} joue ensuite."),
    "unreadable_data": ("it is not readable data", "ce ne sont pas des données lisibles"),
    "shared_bad": ("The shared link's position can't be opened: {error} Here is your own game instead.",
                   "La position du lien partagé ne peut pas être ouverte : {error} Voici votre propre partie à la place."),
    "level_record": ("Your record against the computer", "Votre bilan contre l’ordinateur"),
    "level_record_reset": ("Reset the record", "Remettre le bilan à zéro"),
    "level_record_ask": ("Reset your record against every level? Press again to confirm",
                         "Remettre à zéro votre bilan à tous les niveaux ? Appuyez de nouveau pour confirmer"),
    "level_record_zero": ("Your record is back to zero.", "Votre bilan est remis à zéro."),
    "level_record_lost": ("Your record of games could not be read, so it starts again from zero.",
                          "Votre bilan de parties n’a pas pu être lu : il repart de zéro."),
    "level_record_dropped": (
        "Your record against {levels} could not be read, so it starts again from zero; the rest is kept.",
        "Votre bilan contre {levels} n’a pas pu être lu : il repart de zéro ; le reste est conservé."),
    "level": ("Level", "Niveau"),
    "won": ("Won", "Gagnées"),
    "lost": ("Lost", "Perdues"),
    "drawn": ("Drawn", "Nulles"),
    "record_box": ("Game record: save this game, or open one", "Relevé de partie : enregistrer cette partie, ou en ouvrir une"),
    "record_save_group": ("Save this game", "Enregistrer cette partie"),
    "record_copy": ("Copy the record", "Copier le relevé"),
    "record_download": ("Download the record", "Télécharger le relevé"),
    "record_text": ("Game record", "Relevé de partie"),
    "record_help": (
        "A record is plain text: a Game line, the players and the date, then the moves one a line. "
        "Paste one below, or choose a file, to open it here for two players.",
        "Un relevé est du texte brut : une ligne Game, les joueurs et la date, puis les coups, un par ligne. "
        "Collez-en un ci-dessous, ou choisissez un fichier, pour l’ouvrir ici à deux joueurs."),
    "record_open": ("Open the record above", "Ouvrir le relevé ci-dessus"),
    "record_file": ("Open a record file: ", "Ouvrir un fichier de relevé : "),
    "record_open_group": ("Open a game", "Ouvrir une partie"),
    "record_too_big": ("That file is too big to be a game record.", "Ce fichier est trop gros pour être un relevé de partie."),
    "record_copied": ("The game's record is copied, and shown in the box below.",
                      "Le relevé de la partie est copié, et affiché dans le cadre ci-dessous."),
    "record_selected": ("The game's record is in the box below, selected: copy it from there.",
                        "Le relevé de la partie est sélectionné dans le cadre ci-dessous : copiez-le depuis là."),
    "record_downloaded": ("The game's record is downloaded as a text file.",
                          "Le relevé de la partie est téléchargé comme fichier texte."),
    "record_paste_first": ("Paste a game record in the box first, or choose a file.",
                           "Collez d’abord un relevé de partie dans le cadre, ou choisissez un fichier."),
    "record_bad": ("That record can't be opened here: {error}", "Ce relevé ne peut pas être ouvert ici : {error}"),
    # the start of the rules package's message for a record it cannot read (pygames/web.py), left out after record_bad
    "record_bad_prefix": ("This record can't be opened: ", "Ce relevé ne peut pas être ouvert : "),
    # -- puzzles (puzzle.js, puzzle-index.js, puzzle-record.js)
    "checking": ("Checking your move…", "Vérification de votre coup…"),
    "hint": ("Hint", "Indice"),
    "hint_ends_streak": ("A hint ends your streak: press again", "Un indice met fin à votre série : appuyez de nouveau"),
    "undo": ("Undo", "Annuler"),
    "retry": ("Retry", "Recommencer"),
    "show_solution": ("Show the solution", "Voir la solution"),
    "solution_ends_streak": ("The solution ends your streak: press again",
                             "La solution met fin à votre série : appuyez de nouveau"),
    "next_puzzle": ("Next puzzle", "Problème suivant"),
    "next_unsolved": ("Next unsolved", "Prochain non résolu"),
    "catalogue_missing": ("The list of puzzles could not be loaded.", "La liste des problèmes n’a pas pu être chargée."),
    "all_solved": ("Every puzzle is solved.", "Tous les problèmes sont résolus."),
    "only_unsolved": ("This is the only puzzle you have not solved yet.",
                      "C’est le seul problème que vous n’avez pas encore résolu."),
    "another_streak": ("Start another streak", "Commencer une autre série"),
    "next_of_streak": ("Next puzzle of the streak", "Problème suivant de la série"),
    "next_mistake": ("Next mistake", "Erreur suivante"),
    "skip_mistake": ("Skip to the next mistake", "Passer à l’erreur suivante"),
    "retrying": ("Retrying your mistakes: puzzle {index} of {n}.", "Reprise de vos erreurs : problème {index} sur {n}."),
    "streak_ended": ("Your streak ended: {count} solved in a row. Your best: {best}.",
                     "Votre série est finie : {count} résolus d’affilée. Votre record : {best}."),
    "streak_going": (
        "Streak: puzzle {index} of {n}, {count} solved in a row so far. A wrong move, a hint or the solution ends it.",
        "Série : problème {index} sur {n}, {count} résolus d’affilée jusqu’ici. "
        "Un mauvais coup, un indice ou la solution y met fin."),
    "retry_last": ("That was the last of your mistakes to retry.", "C’était la dernière de vos erreurs à reprendre."),
    "retry_done": ("Retrying your mistakes: {index} of {n} done.", "Reprise de vos erreurs : {index} sur {n} faits."),
    "streak_all": ("You solved all {count} puzzles of the streak in a row!",
                   "Vous avez résolu les {count} problèmes de la série d’affilée !"),
    "streak_solved": ("Solved: {count} in a row. Your best: {best}.", "Résolu : {count} d’affilée. Votre record : {best}."),
    "back_to_start": ("Back to the start. {goal}", "Retour au début. {goal}"),
    "good_go_on": ("Good: {move}. Go on.", "Bien : {move}. Continuez."),
    "not_this": ("Not this: {why}", "Pas ça : {why}"),
    "taken_back": ("Taken back. {goal}", "Coup repris. {goal}"),
    "right_why": ("Right. {why}", "Bien joué. {why}"),
    "right_reply": ("Right. The opponent answers {reply}.", "Bien joué. L’adversaire répond {reply}."),
    "opponent_played": ("The opponent played {step}. {status}", "L’adversaire a joué {step}. {status}"),
    "is_solution": ("That is the solution.", "Voilà la solution."),
    "solved_hint": ("Solved, with a hint.", "Résolu, avec un indice."),
    "solved": ("Solved!", "Résolu !"),
    "why": ("Why: {explanation}", "Pourquoi : {explanation}"),
    "play_turn": ("Play {turn}.", "Jouez {turn}."),
    "hint_of": ("Hint {index} of {n}: {text}", "Indice {index} sur {n} : {text}"),
    "order_site": ("The site's order", "L’ordre du site"),
    "order_easy": ("Easiest first", "Les plus faciles d’abord"),
    "order_hard": ("Hardest first", "Les plus difficiles d’abord"),
    "outcome_any": ("Any result", "Tout résultat"),
    "outcome_unsolved": ("Not solved yet", "Pas encore résolus"),
    "outcome_mistakes": ("My mistakes", "Mes erreurs"),
    "outcome_solved": ("Solved", "Résolus"),
    "filter_label": ("{label} ", "{label} "),
    "index_missing": ("The list of puzzles is missing from this page.", "La liste des problèmes manque sur cette page."),
    "record_partial": ("Part of your puzzle record could not be read: {problem}. The rest is kept.",
                       "Une partie de votre bilan de problèmes n’a pas pu être lue : {problem}. Le reste est conservé."),
    "record_afresh": ("Your puzzle record could not be read ({problem}), so it starts afresh.",
                      "Votre bilan de problèmes n’a pas pu être lu ({problem}) : il repart de zéro."),
    "ways_in": ("Ways in", "Par où commencer"),
    "start_streak": ("Start a streak", "Commencer une série"),
    "retry_mistakes": ("Retry my mistakes", "Reprendre mes erreurs"),
    "retry_mistakes_n": ("Retry my mistakes ({n})", "Reprendre mes erreurs ({n})"),
    "filters": ("Filters", "Filtres"),
    "filter_game": ("Game", "Jeu"),
    "every_game": ("Every game", "Tous les jeux"),
    "filter_theme": ("Theme", "Thème"),
    "any_theme": ("Any theme", "Tout thème"),
    "filter_difficulty": ("Difficulty", "Difficulté"),
    "any_difficulty": ("Any", "Toutes"),
    "difficulty_easy": ("Easy", "Facile"),
    "difficulty_medium": ("Medium", "Moyen"),
    "difficulty_hard": ("Hard", "Difficile"),
    "filter_result": ("Your result", "Votre résultat"),
    "filter_order": ("Order", "Ordre"),
    "your_record": ("Your record", "Votre bilan"),
    "save_record": ("Save my record to a file", "Enregistrer mon bilan dans un fichier"),
    "load_record": ("Load a record from a file", "Charger un bilan depuis un fichier"),
    "reset_record": ("Reset my record", "Remettre mon bilan à zéro"),
    "reset_record_ask": ("Reset every puzzle's result and your best streak? Press again to confirm",
                         "Effacer le résultat de chaque problème et votre meilleure série ? Appuyez de nouveau pour confirmer"),
    "record_was_reset": ("Your record was reset.", "Votre bilan a été remis à zéro."),
    "record_box_title": ("Save, load or reset your record", "Enregistrer, charger ou remettre à zéro votre bilan"),
    "your_result": ("Your result: {result}", "Votre résultat : {result}"),
    "puzzles_all": ("{n} puzzles.", "{n} problèmes."),
    "puzzles_shown": ("Showing {shown} of {n} puzzles.", "{shown} problèmes affichés sur {n}."),
    "solved_of": ("{solved} of {n} solved.", "{solved} sur {n} résolus."),
    "solved_of_helped": ("{solved} of {n} solved ({helped} with help).", "{solved} sur {n} résolus ({helped} avec aide)."),
    "best_streak": ("{summary} Your best streak: {best} in a row.", "{summary} Votre meilleure série : {best} d’affilée."),
    "no_streak": ("No puzzle is shown: change the filters to start a streak.",
                  "Aucun problème affiché : changez les filtres pour commencer une série."),
    "no_mistakes": ("No mistakes to retry: every puzzle you tried is solved without help.",
                    "Aucune erreur à reprendre : chaque problème essayé est résolu sans aide."),
    "record_saved": ("Your record was saved to the file {file}.", "Votre bilan a été enregistré dans le fichier {file}."),
    "file_too_large": ("This file is too large to be a puzzle record.", "Ce fichier est trop gros pour être un bilan de problèmes."),
    "loaded_one": ("Loaded the results of {n} puzzle from the file, added to yours.{dropped}",
                   "Résultats de {n} problème chargés depuis le fichier, ajoutés aux vôtres.{dropped}"),
    "loaded_many": ("Loaded the results of {n} puzzles from the file, added to yours.{dropped}",
                    "Résultats de {n} problèmes chargés depuis le fichier, ajoutés aux vôtres.{dropped}"),
    "loaded_dropped": (" {n} entries could not be used and were left out.",
                       " {n} entrées n’ont pas pu servir et ont été laissées de côté."),
    "not_tried": ("not tried", "pas essayé"),
    "solved_with_help": ("solved with help", "résolu avec aide"),
    "solved_alone": ("solved", "résolu"),
    "attempt_not_solved": ("{n} attempt, not solved", "{n} essai, pas résolu"),
    "attempts_not_solved": ("{n} attempts, not solved", "{n} essais, pas résolu"),
    "progress_other_version": ("it comes from another version of this site", "il vient d’une autre version de ce site"),
    "progress_not_record": ("it is not a puzzle record", "ce n’est pas un bilan de problèmes"),
    "progress_dropped": ("{dropped} of its {n} entries had wrong fields or names, and were dropped",
                         "{dropped} de ses {n} entrées avaient des champs ou des noms faux, et ont été retirées"),
    "file_unreadable": ("This file is not a puzzle record: it is not readable data.",
                        "Ce fichier n’est pas un bilan de problèmes : ce ne sont pas des données lisibles."),
    "file_not_record": ("This file is not a puzzle record of this site.", "Ce fichier n’est pas un bilan de problèmes de ce site."),
    "file_other_version": ("This record comes from another version of this site and cannot be read.",
                           "Ce bilan vient d’une autre version de ce site et ne peut pas être lu."),
}

SAY = Words({name: en for name, (en, fr) in _WORDS.items()}, fr={name: french(fr) for name, (en, fr) in _WORDS.items()})

# The words the build itself writes into pages (not sent to the browser): id: (English, French).
_WRITTEN = {
    "puzzle_label": ("Puzzle {title}: {goal}", "Problème « {title} ». {goal}"),
    "the_solution": ("The solution", "La solution"),
    "then_move": ("Then {move}.", "Puis {move}."),
    "source_mined": ("Found in a game played by the computer, and proven by the rules when the site was built.",
                     "Trouvé dans une partie jouée par l’ordinateur, et prouvé par les règles à la construction du site."),
    "source_from": ("From {source}.", "D’après {source}."),
    "hint_any_idea": ("Try each of your turns in your head, and see what it does.",
                      "Essayez chacun de vos tours en pensée, et voyez ce qu’il donne."),
    "hint_opponent_answers": ("Your opponent answers before your next turn: plan for their best reply.",
                              "Votre adversaire répond avant votre tour suivant : prévoyez sa meilleure réponse."),
    "hint_play": ("Play {move}.", "Jouez {move}."),
    "one_turn": ("one turn", "un tour"),
    "turns": ("{n} turns", "{n} tours"),
    "see_cards": ("See all {n} puzzles as cards", "Voir les {n} problèmes en cartes"),
    "game_label": ("{game} game", "Partie de {game}"),
    "level_easy": ("Easy", "Facile"),
    "level_medium": ("Medium", "Moyen"),
    "level_hard": ("Hard", "Difficile"),
    "level_expert": ("Expert", "Expert"),
    "player_first": ("First player", "Premier joueur"),
    "player_second": ("Second player", "Second joueur"),
}
WRITTEN = Words({name: en for name, (en, fr) in _WRITTEN.items()}, fr={name: french(fr) for name, (en, fr) in _WRITTEN.items()})


def words_json(lang: str) -> str:
    """The table of ``lang`` as the scripts read it: its templates, the numbers that take the
    singular, and the language's tag.

    >>> data = json.loads(words_json("fr"))
    >>> data["lang"], data["singular"], data["say"]["reset"]
    ('fr', [0, 1], 'Recommencer')
    """
    table = SAY.tables.get(lang) or SAY.tables["en"]
    data = {"lang": lang, "singular": SINGULAR[lang], "signs": NUMBER_SIGNS[lang], "say": table}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def words_block(lang: str) -> str:
    """The page's ``<template id="pg-words">``, holding :func:`words_json` as text (``<`` and ``&``
    written as JSON escapes: the text is never read as markup).

    Not a ``<script type="application/json">``: Material's instant navigation runs again every
    script of the new page's content, copying its text into a new ``<script>`` without its type and
    id (measured with Material 9: the JSON ran as JavaScript, a syntax error, and the table was
    lost). A template is never shown, run, or read aloud.

    >>> words_block("en").startswith('<template id="pg-words">{"lang":"en"')
    True
    """
    text = words_json(lang).replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    return f'<template id="pg-words">{text}</template>'

