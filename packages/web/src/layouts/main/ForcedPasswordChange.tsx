import { PasswordModal } from '../../components/PasswordModal';
import { useSessionStore } from '../../session/sessionStore';

/** A first password set by the installer must be replaced before the console can be used. */
export function ForcedPasswordChange() {
  const userInfo = useSessionStore((state) => state.session?.userInfo);
  if (!userInfo?.mustChangePassword) return null;
  return (
    <PasswordModal
      open
      forced
      username={userInfo.username}
      onDone={() => useSessionStore.getState().update({ userInfo: { ...userInfo, mustChangePassword: false } })}
    />
  );
}
