import { PasswordModal } from '../../components/PasswordModal';
import { useSessionStore } from '../../session/sessionStore';
import { useLayoutUi } from './layoutUiStore';

/** The password dialog of the user dropdown. */
export function UserPasswordModal() {
  const { passwordOpen, setPasswordOpen } = useLayoutUi();
  const username = useSessionStore((state) => state.session?.userInfo.username);
  return (
    <PasswordModal
      open={passwordOpen}
      username={username}
      onDone={() => setPasswordOpen(false)}
      onCancel={() => setPasswordOpen(false)}
    />
  );
}
